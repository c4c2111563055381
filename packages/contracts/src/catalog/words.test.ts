import { describe, expect, it } from 'vitest';
import { AddWordBodySchema, BUILT_IN_SHOP_WORDS, normalizeWord } from './words.js';

describe('shop words', () => {
  it('include the brand and category names no dictionary knows', () => {
    expect(BUILT_IN_SHOP_WORDS).toContain('Algornation');
    expect(BUILT_IN_SHOP_WORDS).toContain('Sci');
    expect(BUILT_IN_SHOP_WORDS).not.toContain('&');
  });

  it('accept words with inner apostrophes and hyphens, refuse numbers and paths', () => {
    expect(AddWordBodySchema.safeParse({ word: "Donut's" }).success).toBe(true);
    expect(AddWordBodySchema.safeParse({ word: 'Sci-Fi' }).success).toBe(true);
    expect(AddWordBodySchema.safeParse({ word: '42' }).success).toBe(false);
    expect(AddWordBodySchema.safeParse({ word: '../etc' }).success).toBe(false);
    expect(AddWordBodySchema.safeParse({ word: 'x' }).success).toBe(false);
  });

  it('compare case-insensitively', () => {
    expect(normalizeWord('ALGORNATION')).toBe(normalizeWord('Algornation'));
  });
});
