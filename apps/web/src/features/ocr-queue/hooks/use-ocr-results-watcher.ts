import type { OcrQueue } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { isQueueBusy, OCR_QUEUE_POLL_MS } from '../api/get-ocr-queue';

/** What changes when a job finishes: the finished counts and which jobs are still in flight. */
function settledSignature(queue: OcrQueue): string {
  const inFlight = queue.jobs
    .filter((job) => job.state === 'active' || job.state === 'waiting' || job.state === 'delayed')
    .map((job) => job.artworkId)
    .sort();
  return `${queue.counts.completed}|${queue.counts.failed}|${inFlight.join(',')}`;
}

/**
 * Calls `onSettled` whenever a job finishes between two polls, and once more a moment later: the
 * catalog applies a result just after the worker completes its job, so the first refresh can be
 * a beat early.
 */
export function useOcrResultsWatcher(queue: OcrQueue | undefined, onSettled: () => void): void {
  const previous = useRef<{ signature: string; busy: boolean } | null>(null);
  const callback = useRef(onSettled);
  const followUp = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  callback.current = onSettled;

  useEffect(() => {
    if (queue === undefined) return;
    const current = { signature: settledSignature(queue), busy: isQueueBusy(queue) };
    const before = previous.current;
    previous.current = current;
    if (before === null || before.signature === current.signature) return;
    callback.current();
    clearTimeout(followUp.current);
    followUp.current = setTimeout(() => callback.current(), OCR_QUEUE_POLL_MS);
  }, [queue]);

  useEffect(() => () => clearTimeout(followUp.current), []);
}
