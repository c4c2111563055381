import { describe, expect, it } from 'vitest';
import { buildArtwork } from '../../../testing/admin-api-stub';
import { displayStatus, matchesFilter, reviewActions } from './review-rules';

describe('review rules (SPEC §4)', () => {
  it('pending and flagged artworks get Approve and Reject', () => {
    expect(reviewActions(buildArtwork({ status: 'pending' }))).toEqual(['approve', 'reject']);
    expect(reviewActions(buildArtwork({ status: 'flagged', ocrErrors: ['x'] }))).toEqual(['approve', 'reject']);
    expect(reviewActions(buildArtwork({ status: 'pending', ocrErrors: ['x'] }))).toEqual(['approve', 'reject']);
  });

  it('other artworks with OCR errors get Edit Text and Discard', () => {
    expect(reviewActions(buildArtwork({ status: 'rejected', ocrErrors: ['x'] }))).toEqual(['edit-text', 'discard']);
    expect(reviewActions(buildArtwork({ status: 'approved', ocrErrors: ['x'] }))).toEqual(['edit-text', 'discard']);
  });

  it('every other artwork gets View Details', () => {
    expect(reviewActions(buildArtwork({ status: 'approved' }))).toEqual(['view-details']);
    expect(reviewActions(buildArtwork({ status: 'rejected' }))).toEqual(['view-details']);
  });

  it('shows an artwork with errors as flagged whatever its stored status', () => {
    expect(displayStatus(buildArtwork({ status: 'approved', ocrErrors: ['x'] }))).toBe('flagged');
    expect(displayStatus(buildArtwork({ status: 'approved' }))).toBe('approved');
    expect(displayStatus(buildArtwork({ status: 'pending', ocrErrors: ['x'] }))).toBe('flagged');
  });

  it('shows an archived artwork as archived even with errors, under the Archived filter only', () => {
    const archived = buildArtwork({ status: 'archived', ocrErrors: ['x'] });
    expect(displayStatus(archived)).toBe('archived');
    expect(matchesFilter(archived, 'archived')).toBe(true);
    expect(matchesFilter(archived, 'flagged')).toBe(false);
    expect(matchesFilter(buildArtwork({ status: 'approved' }), 'archived')).toBe(false);
  });

  it('shows a rejected artwork as rejected even with errors', () => {
    expect(displayStatus(buildArtwork({ status: 'rejected', ocrErrors: ['x'] }))).toBe('rejected');
    expect(matchesFilter(buildArtwork({ status: 'rejected', ocrErrors: ['x'] }), 'flagged')).toBe(false);
  });

  it('filters by what the curator sees', () => {
    const approvedWithErrors = buildArtwork({ status: 'approved', ocrErrors: ['x'] });
    expect(matchesFilter(approvedWithErrors, 'flagged')).toBe(true);
    expect(matchesFilter(approvedWithErrors, 'approved')).toBe(false);
    expect(matchesFilter(buildArtwork({ status: 'pending' }), 'pending')).toBe(true);
    expect(matchesFilter(buildArtwork({ status: 'rejected' }), 'all')).toBe(true);
    expect(matchesFilter(buildArtwork({ status: 'rejected' }), 'pending')).toBe(false);
  });
});
