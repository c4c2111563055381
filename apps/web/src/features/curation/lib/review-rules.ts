import { isShownFlagged, openFindingCount, type Artwork, type ArtworkStatus } from '@shop/contracts';
import { CURATION_FILTERS } from '../messages';

export type ReviewAction = 'approve' | 'reject' | 'edit-text' | 'discard' | 'view-details';
export type CurationFilter = (typeof CURATION_FILTERS)[number]['value'];

type Reviewable = Pick<Artwork, 'status' | 'ocrErrors'>;

/**
 * SPEC §4: an artwork with OCR errors is shown Flagged whatever its stored status, except a
 * rejected one: a rejected card says Rejected (after "Reject Flagged" the cards
 * still read Flagged otherwise), and an archived one Archived.
 */
export function displayStatus(artwork: Reviewable): ArtworkStatus {
  // Archived work is off every public page whatever its text says: the card says so.
  if (artwork.status === 'rejected' || artwork.status === 'archived') return artwork.status;
  return isShownFlagged(artwork) ? 'flagged' : artwork.status;
}

/**
 * How many open OCR findings a work the curator approved still has (0 for any other work): its
 * badge says "Approved with N open findings" rather than Flagged, which would hide the approval,
 * or Approved, which would hide the findings. The filters still count it as Flagged (SPEC §4).
 */
export function openFindingsApprovedOver(artwork: Pick<Artwork, 'status' | 'ocrStatus' | 'ocrErrors'>): number {
  return artwork.status === 'approved' ? openFindingCount(artwork) : 0;
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
