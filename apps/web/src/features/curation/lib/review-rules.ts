import { isShownFlagged, type Artwork, type ArtworkStatus } from '@shop/contracts';
import { CURATION_FILTERS } from '../messages';

export type ReviewAction = 'approve' | 'reject' | 'edit-text' | 'discard' | 'view-details';
export type CurationFilter = (typeof CURATION_FILTERS)[number]['value'];

type Reviewable = Pick<Artwork, 'status' | 'ocrErrors'>;

/** SPEC §4: an artwork with OCR errors is shown Flagged whatever its stored status. */
export function displayStatus(artwork: Reviewable): ArtworkStatus {
  return isShownFlagged(artwork) ? 'flagged' : artwork.status;
}

/**
 * SPEC §4, in order: a stored status of pending or flagged gets Approve and Reject; any other
 * artwork with OCR errors gets Edit Text and Discard; everything else gets View Details.
 */
export function reviewActions(artwork: Reviewable): ReviewAction[] {
  if (artwork.status === 'pending' || artwork.status === 'flagged') return ['approve', 'reject'];
  if (artwork.ocrErrors.length > 0) return ['edit-text', 'discard'];
  return ['view-details'];
}

export function isCurationFilter(value: string | null): value is CurationFilter {
  return CURATION_FILTERS.some((filter) => filter.value === value);
}

/** Filters match what the curator sees: an approved artwork with errors counts as Flagged. */
export function matchesFilter(artwork: Reviewable, filter: CurationFilter): boolean {
  return filter === 'all' || displayStatus(artwork) === filter;
}

/**
 * The word an OCR error is about. The catalog writes `Possible misspelling: "Grnad"` (contracts'
 * misspellingMessage): the quoted word; a bare single word is taken as it is. Anything else (e.g.
 * `OCR failed: …`) names no word, and the curator can still type one.
 */
export function flaggedWord(error: string): string | undefined {
  const quoted = /["“]([^"”]+)["”]/u.exec(error)?.[1]?.trim();
  if (quoted) return quoted;
  const bare = error.trim();
  return /^\p{L}[\p{L}\p{M}’'-]*$/u.test(bare) ? bare : undefined;
}

/** Distinct flagged words of an artwork, in order. */
export function flaggedWords(ocrErrors: readonly string[]): string[] {
  const words = new Map<string, string>();
  for (const error of ocrErrors) {
    const word = flaggedWord(error);
    if (word && !words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
  }
  return [...words.values()];
}
