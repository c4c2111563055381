/**
 * Pure status rules with no schema behind them, in a module of their own so a page that needs
 * only the rule (the shop's gallery badge) does not load the zod schemas of artwork.ts.
 */

/** SPEC §3: the OCR check is done (processed or completed), whatever it found. */
export function isOcrProcessed(ocrStatus: string): boolean {
  return ocrStatus === 'processed' || ocrStatus === 'completed';
}

/** What the OCR badges read of an artwork: how OCR stands and its open findings, one message each. */
export interface OcrOutcomeFields {
  ocrStatus: string;
  ocrErrors: readonly string[];
}

/**
 * How many OCR findings of a read work are still open (neither a shop word nor marked as a
 * misreading): `ocrErrors` holds one message per open finding once OCR has processed the work.
 * Before that (or when OCR failed, whose message is not a finding) there are none to count.
 */
export function openFindingCount(artwork: OcrOutcomeFields): number {
  return isOcrProcessed(artwork.ocrStatus) ? artwork.ocrErrors.length : 0;
}

/**
 * A deliberate narrowing of SPEC §3 ("OCR Verified when ocrStatus is processed"): a work the curator
 * approved over findings OCR still holds against its text was read, not verified, so "OCR
 * Verified" is said only of read text with no open finding. The one rule for every page, card and
 * description that says verified.
 */
export function isOcrVerified(artwork: OcrOutcomeFields): boolean {
  return isOcrProcessed(artwork.ocrStatus) && artwork.ocrErrors.length === 0;
}

/**
 * The public badge: `verified` ("OCR Verified"), `curator-approved` (read, with open findings the
 * curator published it over: "Curator approved") or `processing` (not read yet, SPEC's "Processing").
 */
export type PublicOcrBadge = 'verified' | 'curator-approved' | 'processing';

export function publicOcrBadge(artwork: OcrOutcomeFields): PublicOcrBadge {
  if (isOcrVerified(artwork)) return 'verified';
  return isOcrProcessed(artwork.ocrStatus) ? 'curator-approved' : 'processing';
}
