import { z } from 'zod';
import { defineEvent } from '../shared/event.js';
import { OcrFindingSchema } from './ocr-findings.js';

/**
 * The OCR jobs (ARCHITECTURE "Data ownership and events"): catalog asks the worker to read an
 * artwork, the worker sends what it found back. OCR has two lanes: queue `ocr` for a
 * curator's new uploads, `ocr-bulk` for a bulk import; workers take from `ocr` first. Two plain
 * queues rather than BullMQ priorities, so each lane stays a Redis list that KEDA's redis scaler
 * can count (a prioritized job sits in a sorted set LLEN cannot see).
 */

export const OcrJobSchema = z.object({
  artworkId: z.string(),
  storageKey: z.string(),
  filename: z.string(),
  mimeType: z.string(),
});
export type OcrJob = z.infer<typeof OcrJobSchema>;

export const OcrResultJobSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('processed'),
    artworkId: z.string(),
    ocrText: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    previewKeys: z.record(z.string(), z.string()),
    /**
     * What the worker found, in reading order. The catalog alone turns them into `ocrErrors` and
     * the artwork's status (minus the shop's and the curators' words), so accepting a word later
     * re-evaluates stored results without running OCR again.
     */
    findings: z.array(OcrFindingSchema),
  }),
  z.object({
    outcome: z.literal('failed'),
    artworkId: z.string(),
    reason: z.string(),
  }),
  z.object({
    outcome: z.literal('processing'),
    artworkId: z.string(),
  }),
]);
export type OcrResultJob = z.infer<typeof OcrResultJobSchema>;

/** One OCR job per artwork, whatever the retries or the lane. */
const recognizeJobId = (job: Pick<OcrJob, 'artworkId'>) => `artwork-${job.artworkId}`;

/** Queue `ocr`: the OCR of a curator's upload (or a replaced file). */
export const recognizeArtwork = defineEvent({
  queue: 'ocr',
  job: 'recognize-artwork',
  summary: "Read an artwork's text and write its previews: a curator's upload",
  publisher: 'catalog',
  consumers: ['ocr-worker'],
  payload: OcrJobSchema,
  jobId: recognizeJobId,
});

/** Queue `ocr-bulk`: the same job for a bulk import, taken after the `ocr` lane. */
export const recognizeImportedArtwork = defineEvent({
  ...recognizeArtwork,
  queue: 'ocr-bulk',
  summary: "Read an artwork's text and write its previews: a bulk import, after the uploads",
});

/**
 * Queue `ocr-results`: what the worker found, applied by the catalog. A result is keyed on the
 * artwork, its outcome and, for `processing`, the attempt it announces.
 */
export const applyOcrResult = defineEvent({
  queue: 'ocr-results',
  job: 'apply-ocr-result',
  summary: "Apply the worker's result (processing, processed or failed) to the artwork",
  publisher: 'ocr-worker',
  consumers: ['catalog'],
  payload: OcrResultJobSchema,
  jobId: (result: Pick<OcrResultJob, 'artworkId' | 'outcome'>, attempt = 0) =>
    `result-${result.artworkId}-${result.outcome}-${attempt}`,
});

export const OCR_EVENTS = [recognizeArtwork, recognizeImportedArtwork, applyOcrResult] as const;

/** Which OCR queue an artwork's job goes to: `new` (queue `ocr`) or `bulk` (queue `ocr-bulk`). */
export const OCR_LANES = ['new', 'bulk'] as const;
export type OcrLane = (typeof OCR_LANES)[number];
export const OCR_LANE_JOBS = { new: recognizeArtwork, bulk: recognizeImportedArtwork } as const;
export const OCR_LANE_QUEUES: Record<OcrLane, string> = {
  new: recognizeArtwork.queue,
  bulk: recognizeImportedArtwork.queue,
};

/** The OCR queue and job names, by the declarations above. */
export const QUEUES = {
  ocr: recognizeArtwork.queue,
  ocrBulk: recognizeImportedArtwork.queue,
  ocrResults: applyOcrResult.queue,
} as const;
export const JOBS = { recognizeArtwork: recognizeArtwork.job, applyOcrResult: applyOcrResult.job } as const;

/** The jobId is the business key: one OCR job per artwork, whatever the retries. No ':' allowed. */
export function ocrJobId(artworkId: string): string {
  return recognizeArtwork.jobId({ artworkId });
}
export function ocrResultJobId(artworkId: string, outcome: OcrResultJob['outcome'], attempt = 0): string {
  return applyOcrResult.jobId({ artworkId, outcome }, attempt);
}
