import { z } from 'zod';

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
    ocrErrors: z.array(z.string()),
    width: z.number().int(),
    height: z.number().int(),
    previewKeys: z.record(z.string(), z.string()),
    /**
     * The words the spell checker did not know, as read. The catalog builds `ocrErrors` from them
     * minus the curators' own word list, so accepting a word later can re-evaluate stored results.
     */
    suspectWords: z.array(z.string()).optional(),
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
