import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_HOUSE_CATEGORY } from '../shared/constants.js';
import { UploadFieldsSchema } from './artwork.js';
import { isShownInShop } from './shop-pages.js';

describe('isShownInShop', () => {
  it('lists the four categories no public page shows, with the default house category', () => {
    expect(CATEGORIES.filter((category) => !isShownInShop(category, DEFAULT_HOUSE_CATEGORY))).toEqual([
      'Political Edge',
      'Abstracts & Experiments',
      'Retired Works',
      'Abstract',
    ]);
  });

  it('counts the house category, whichever it is, as shown on the home page', () => {
    expect(isShownInShop('Retired Works', 'Retired Works')).toBe(true);
    expect(isShownInShop('Core Collection', 'Retired Works')).toBe(false);
  });
});

describe('UploadFieldsSchema', () => {
  it('takes an optional money price and a "true"/"false" for-sale flag', () => {
    expect(UploadFieldsSchema.parse({ title: 'A', category: 'Sci-Fi', price: '14.99', isForSale: 'false' })).toEqual({
      title: 'A',
      category: 'Sci-Fi',
      price: '14.99',
      isForSale: false,
    });
    expect(UploadFieldsSchema.safeParse({ title: 'A', category: 'Sci-Fi', price: '14.9' }).success).toBe(false);
    expect(UploadFieldsSchema.safeParse({ title: 'A', category: 'Sci-Fi', isForSale: 'yes' }).success).toBe(false);
  });
});
