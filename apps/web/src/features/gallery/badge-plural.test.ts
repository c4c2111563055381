import { describe, expect, it } from 'vitest';
import { galleryMessages } from './messages';

describe('category badges ("1 Unique Pieces")', () => {
  it('are singular for one piece and keep SPEC’s plural otherwise', () => {
    expect(galleryMessages.miscellaneous.badge(1)).toBe('1 Unique Piece');
    expect(galleryMessages.miscellaneous.badge(2)).toBe('2 Unique Pieces');
    expect(galleryMessages.miscellaneous.badge(0)).toBe('0 Unique Pieces');
    expect(galleryMessages.sciFi.badge(1)).toBe('1 Futuristic Masterpiece');
    expect(galleryMessages.algornation.badge(1)).toBe('1 Civic Vision');
  });
});
