import { ShopWordSchema, type OcrFinding, type OcrFindingKind } from '@shop/contracts';

/**
 * How each kind of finding is drawn. The two differ in line style and label as well as colour,
 * so they stay apart for a curator who does not see the colours (WCAG 1.4.1).
 */
export const FINDING_KIND_STYLES: Record<OcrFindingKind, { box: string; tag: string }> = {
  misspelling: { box: 'border-solid border-red-500 bg-red-500/15', tag: 'bg-red-600 text-white' },
  unreadable: { box: 'border-dashed border-amber-300 bg-amber-300/15', tag: 'bg-amber-300 text-neutral-950' },
};

/**
 * Accepting puts the word into the shop's list, which takes letters only: a token read with
 * digits or symbols cannot join it, so the curator decides on the work instead.
 */
export function isAcceptable(finding: Pick<OcrFinding, 'word'>): boolean {
  return ShopWordSchema.safeParse(finding.word).success;
}
