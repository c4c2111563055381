/**
 * Pure status rules with no schema behind them, in a module of their own so a page that needs
 * only the rule (the shop's gallery badge) does not load the zod schemas of artwork.ts.
 */

/** SPEC §3: processed or completed counts as verified. */
export function isOcrVerified(ocrStatus: string): boolean {
  return ocrStatus === 'processed' || ocrStatus === 'completed';
}
