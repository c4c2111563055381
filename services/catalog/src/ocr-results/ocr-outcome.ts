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
 * curator's decision (approved, rejected, archived, or flagged by the curator) is never
 * changed by OCR, so a result that lands after the curator acted cannot undo what they did.
 */
export function nextReviewState(stored: ReviewState, ocrErrors: readonly string[]): ReviewState {
  if (stored.status === 'pending' && ocrErrors.length > 0) return { status: 'flagged', setBy: 'ocr' };
  if (stored.status === 'flagged' && stored.setBy === 'ocr' && ocrErrors.length === 0)
    return { status: 'pending', setBy: 'ocr' };
  return stored;
}

/**
 * The status a work takes when the curator replaces its file. Work still under review
 * (pending, or flagged by OCR or by the curator: a flag is about the old file's text) goes back to
 * pending as a new upload does, and the new file's OCR decides whether it is flagged. A decision
 * the curator took on the work itself (approved, rejected, archived) is kept: a published work
 * stays in the shop and its buyers' downloads, and any errors the re-read finds show on its card
 * (SPEC §9: a work with OCR errors is shown as Flagged whatever its stored status).
 */
export function reviewStateAfterReplace(stored: ReviewState): ReviewState {
  if (stored.status === 'pending' || stored.status === 'flagged') return { status: 'pending', setBy: 'upload' };
  return stored;
}
