import type { ArtworkStatus } from '@shop/contracts';
import type { StatusSetBy } from '../db/schema.js';

/** An artwork's status and who set it: what OCR needs to know before it may change it. */
export interface ReviewState {
  status: ArtworkStatus;
  setBy: StatusSetBy;
}

/**
 * The one flagged/pending rule (ARCHITECTURE "OCR outcome"): work still waiting for review whose
 * text has errors is flagged by OCR; OCR's own flag clears when a re-read leaves no errors. A
 * curator's decision (approved, rejected, archived, or flagged by the curator: issue #22) is never
 * changed by OCR, so a result that lands after the curator acted cannot undo what they did.
 */
export function nextReviewState(stored: ReviewState, ocrErrors: readonly string[]): ReviewState {
  if (stored.status === 'pending' && ocrErrors.length > 0) return { status: 'flagged', setBy: 'ocr' };
  if (stored.status === 'flagged' && stored.setBy === 'ocr' && ocrErrors.length === 0)
    return { status: 'pending', setBy: 'ocr' };
  return stored;
}
