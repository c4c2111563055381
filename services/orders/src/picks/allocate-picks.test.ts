import { describe, expect, it } from 'vitest';
import { allocatePicks } from './allocate-picks.js';

describe('allocatePicks', () => {
  it('spends one credit per work on the line of its collection', () => {
    const placement = allocatePicks(
      [{ id: 'pack', collection: 'abstract-art', remaining: 3 }],
      [
        { artworkId: 'a', lineIds: ['pack'] },
        { artworkId: 'b', lineIds: ['pack'] },
      ],
    );
    expect(placement).toEqual(
      new Map([
        ['a', 'pack'],
        ['b', 'pack'],
      ]),
    );
  });

  it('keeps the Smart Bundle credit for the work only it can take', () => {
    const placement = allocatePicks(
      [
        { id: 'bundle', collection: 'shop', remaining: 1 },
        { id: 'abstract', collection: 'abstract-art', remaining: 1 },
      ],
      [
        { artworkId: 'abstract-work', lineIds: ['bundle', 'abstract'] },
        { artworkId: 'sci-fi-work', lineIds: ['bundle'] },
      ],
    );
    expect(placement?.get('sci-fi-work')).toBe('bundle');
    expect(placement?.get('abstract-work')).toBe('abstract');
  });

  it('keeps the credit of a pack whose rule takes a work for that work', () => {
    // Two Abstract packs: the cheap-only one takes only the cheap work, so the other pays for the dear one.
    const placement = allocatePicks(
      [
        { id: 'any-price', collection: 'abstract-art', remaining: 1 },
        { id: 'cheap-only', collection: 'abstract-art', remaining: 1 },
      ],
      [
        { artworkId: 'cheap', lineIds: ['any-price', 'cheap-only'] },
        { artworkId: 'dear', lineIds: ['any-price'] },
      ],
    );
    expect(placement?.get('dear')).toBe('any-price');
    expect(placement?.get('cheap')).toBe('cheap-only');
  });

  it('refuses more works than credits left', () => {
    expect(
      allocatePicks(
        [{ id: 'pack', collection: 'abstract-art', remaining: 1 }],
        [
          { artworkId: 'a', lineIds: ['pack'] },
          { artworkId: 'b', lineIds: ['pack'] },
        ],
      ),
    ).toBeUndefined();
  });

  it('refuses a work whose collection has no credit left, even when another pack has one', () => {
    expect(
      allocatePicks(
        [
          { id: 'abstract', collection: 'abstract-art', remaining: 2 },
          { id: 'bundle', collection: 'shop', remaining: 0 },
        ],
        [{ artworkId: 'sci-fi-work', lineIds: ['bundle'] }],
      ),
    ).toBeUndefined();
  });
});
