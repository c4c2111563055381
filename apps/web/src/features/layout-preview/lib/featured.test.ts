import { describe, expect, it } from 'vitest';
import { buildArtwork } from '../../../testing/admin-api-stub';
import { pickFeatured, regenerateFeatured } from './featured';

const approved = ['a', 'b', 'c', 'd', 'e'].map((id) => buildArtwork({ id, status: 'approved' }));

describe('featured picks (SPEC §9: at most 3)', () => {
  it('keeps saved picks that are still approved and tops up to 3', () => {
    expect(pickFeatured(approved, ['d', 'gone'])).toEqual(['d', 'a', 'b']);
    expect(pickFeatured(approved.slice(0, 2), [])).toEqual(['a', 'b']);
    expect(pickFeatured([], ['a'])).toEqual([]);
  });

  it('regenerates a different pick of at most 3 when there is a choice', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const current = ['a', 'b', 'c'];
    const next = regenerateFeatured(approved, current, random);
    expect(next).toHaveLength(3);
    expect(next).not.toEqual(current);
    expect(new Set(next).size).toBe(3);
  });
});
