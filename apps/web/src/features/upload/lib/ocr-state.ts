import type { Artwork, OcrQueue } from '@shop/contracts';

export type OcrJob = OcrQueue['jobs'][number];

export type ItemOcrState =
  | { kind: 'queued' }
  | { kind: 'processing'; progress: number }
  | { kind: 'clean' }
  | { kind: 'flagged'; errors: string[] }
  | { kind: 'failed'; errors: string[] };

/**
 * The live OCR state of an uploaded artwork: the artworks list says how it ended, the queue how
 * far a running job has got.
 */
export function itemOcrState(artwork: Artwork, job: OcrJob | undefined): ItemOcrState {
  if (artwork.ocrStatus === 'processed') {
    return artwork.ocrErrors.length > 0 ? { kind: 'flagged', errors: artwork.ocrErrors } : { kind: 'clean' };
  }
  if (artwork.ocrStatus === 'failed') return { kind: 'failed', errors: artwork.ocrErrors };
  if (job?.state === 'active' || artwork.ocrStatus === 'processing') {
    return { kind: 'processing', progress: Math.max(0, Math.min(100, Math.round(job?.progress ?? 0))) };
  }
  return { kind: 'queued' };
}
