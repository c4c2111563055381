import { z } from 'zod';
import { OcrFindingSchema } from './ocr-findings.js';

/** BullMQ queue and job names (ARCHITECTURE "Data ownership and events"). */
export const QUEUES = { ocr: 'ocr', ocrResults: 'ocr-results' } as const;
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
