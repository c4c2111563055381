import { describe, expect, it } from 'vitest';
import { buildArtwork } from '../../../testing/admin-api-stub';
import { undoRequests } from './undo-groups';

describe('undoRequests', () => {
  it('groups the works by their previous values of the changed fields, one batch per group', () => {
    const a = buildArtwork({ price: '5.00', isForSale: true, category: 'Sci-Fi' });
    const b = buildArtwork({ price: null, isForSale: false, category: 'Sci-Fi' });
    const c = buildArtwork({ price: '5.00', isForSale: true, category: 'Abstract' });
    expect(undoRequests([a, b, c], { price: '19.99', isForSale: true })).toEqual([
      { ids: [a.id, c.id], changes: { price: '5.00', isForSale: true } },
      { ids: [b.id], changes: { price: null, isForSale: false } },
    ]);
  });

  it('restores statuses, flagged included', () => {
    const flagged = buildArtwork({ status: 'flagged' });
    const pending = buildArtwork({ status: 'pending' });
    expect(undoRequests([flagged, pending], { status: 'approved' })).toEqual([
      { ids: [flagged.id], changes: { status: 'flagged' } },
      { ids: [pending.id], changes: { status: 'pending' } },
    ]);
  });
});
