import type { ArtworkStatus } from '@shop/contracts';

/**
 * The one flagged/pending rule (ARCHITECTURE "OCR outcome"): work still waiting for review whose
 * text has errors is flagged; flagged work left with none goes back to review. A curator's
 * decision (approved, rejected) is never changed by OCR.
 */
export function nextArtworkStatus(stored: ArtworkStatus, ocrErrors: readonly string[]): ArtworkStatus {
  if (stored === 'pending' && ocrErrors.length > 0) return 'flagged';
  if (stored === 'flagged' && ocrErrors.length === 0) return 'pending';
  return stored;
}
