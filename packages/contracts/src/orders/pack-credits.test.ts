import { describe, expect, it } from 'vitest';
import { isPickable, packCollectionCategories, packCreditsOf } from './pack-credits.js';

const work = { category: 'Abstract Art', status: 'approved', isForSale: true, priceCents: 1999 };

describe('packCreditsOf', () => {
  it('gives each pack its credits per unit times the quantity', () => {
    expect(packCreditsOf('package-abstract-single', 1)).toEqual({ credits: 1, collection: 'abstract-art' });
    expect(packCreditsOf('package-abstract-3-pack', 2)).toEqual({ credits: 6, collection: 'abstract-art' });
    expect(packCreditsOf('package-abstract-10-pack', 1)).toEqual({ credits: 10, collection: 'abstract-art' });
    expect(packCreditsOf('package-smart-bundle-3', 3)).toEqual({ credits: 6, collection: 'shop' });
  });

  it('gives the custom logo and artworks no credits', () => {
    expect(packCreditsOf('package-custom-logo', 1)).toBeUndefined();
    expect(packCreditsOf('3f1c9a52-0000-4000-8000-000000000000', 1)).toBeUndefined();
  });
});

describe('isPickable', () => {
  it('takes only approved, for-sale, priced Abstract Art into an Abstract pack', () => {
    expect(isPickable('abstract-art', work, 'Core Collection')).toBe(true);
    expect(isPickable('abstract-art', { ...work, category: 'Sci-Fi' }, 'Core Collection')).toBe(false);
    expect(isPickable('abstract-art', { ...work, priceCents: null }, 'Core Collection')).toBe(false);
    expect(isPickable('abstract-art', { ...work, isForSale: false }, 'Core Collection')).toBe(false);
    expect(isPickable('abstract-art', { ...work, status: 'flagged' }, 'Core Collection')).toBe(false);
  });

  it('takes into a Smart Bundle what a shop page sells, never a hidden category', () => {
    expect(isPickable('shop', { ...work, category: 'Core Collection' }, 'Core Collection')).toBe(true);
    expect(isPickable('shop', { ...work, category: 'Miscellaneous', priceCents: null }, 'Core Collection')).toBe(true);
    expect(isPickable('shop', { ...work, category: 'Retired Works' }, 'Core Collection')).toBe(false);
    expect(packCollectionCategories('shop', 'Sci-Fi')).toEqual([
      'Sci-Fi',
      'Abstract Art',
      'Algornation',
      'Miscellaneous',
    ]);
  });
});
