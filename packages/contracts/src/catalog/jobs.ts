import { z } from 'zod';
import { OcrFindingSchema } from './ocr-findings.js';

/**
 * BullMQ queue and job names (ARCHITECTURE "Data ownership and events"). OCR has two lanes (issue
 * #16): `ocr` for a curator's new uploads, `ocr-bulk` for a bulk import; workers take from `ocr`
 * first. Two plain queues rather than BullMQ priorities, so each lane stays a Redis list that
 * KEDA's redis scaler can count (a prioritized job sits in a sorted set LLEN cannot see).
 */
export const QUEUES = { ocr: 'ocr', ocrBulk: 'ocr-bulk', ocrResults: 'ocr-results' } as const;

/** Which OCR queue an artwork's job goes to: `new` (queue `ocr`) or `bulk` (queue `ocr-bulk`). */
export const OCR_LANES = ['new', 'bulk'] as const;
export type OcrLane = (typeof OCR_LANES)[number];
export const OCR_LANE_QUEUES: Record<OcrLane, string> = { new: QUEUES.ocr, bulk: QUEUES.ocrBulk };
export const JOBS = { recognizeArtwork: 'recognize-artwork', applyOcrResult: 'apply-ocr-result' } as const;

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

/** The jobId is the business key: one OCR job per artwork, whatever the retries. No ':' allowed. */
export function ocrJobId(artworkId: string): string {
  return `artwork-${artworkId}`;
}
export function ocrResultJobId(artworkId: string, outcome: OcrResultJob['outcome'], attempt = 0): string {
  return `result-${artworkId}-${outcome}-${attempt}`;
}
