import { type OcrQueue, getOcrQueue as getOcrQueueEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export const OCR_QUEUE_POLL_MS = 1000;

export const ocrQueueKeys = {
  all: [getOcrQueueEndpoint.path] as const,
};

export async function getOcrQueue(): Promise<OcrQueue> {
  return callEndpoint(getOcrQueueEndpoint);
}

/** Work is under way while any job waits, runs or waits out a retry back-off. */
export function isQueueBusy(queue: OcrQueue | undefined): boolean {
  if (queue === undefined) return false;
  const { waiting, active, delayed } = queue.counts;
  return waiting + active + delayed > 0;
}

/** Polled about once a second while the queue is busy, and not at all when it is idle. */
export function ocrQueueQueryOptions() {
  return queryOptions({
    queryKey: ocrQueueKeys.all,
    queryFn: getOcrQueue,
    refetchInterval: (query) => (isQueueBusy(query.state.data) ? OCR_QUEUE_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

export function useOcrQueue() {
  return useQuery(ocrQueueQueryOptions());
}
