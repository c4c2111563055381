import { describe, expect, it } from 'vitest';
import { allocatePicks } from './allocate-picks.js';

describe('allocatePicks', () => {
  it('spends one credit per work on the line of its collection', () => {
    const placement = allocatePicks(
      [{ id: 'pack', collection: 'abstract-art', remaining: 3 }],
      [
        { artworkId: 'a', collections: ['abstract-art', 'shop'] },
        { artworkId: 'b', collections: ['abstract-art', 'shop'] },
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
        { artworkId: 'abstract-work', collections: ['abstract-art', 'shop'] },
        { artworkId: 'sci-fi-work', collections: ['shop'] },
      ],
    );
    expect(placement?.get('sci-fi-work')).toBe('bundle');
    expect(placement?.get('abstract-work')).toBe('abstract');
  });

  it('refuses more works than credits left', () => {
    expect(
      allocatePicks(
        [{ id: 'pack', collection: 'abstract-art', remaining: 1 }],
        [
          { artworkId: 'a', collections: ['abstract-art'] },
          { artworkId: 'b', collections: ['abstract-art'] },
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
        [{ artworkId: 'sci-fi-work', collections: ['shop'] }],
      ),
    ).toBeUndefined();
  });
});
