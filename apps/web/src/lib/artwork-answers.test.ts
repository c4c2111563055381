import { describe, expect, it } from 'vitest';
import { asArtworkList, asArtworkPage } from './artwork-answers';

describe('artwork answers', () => {
  const page = { items: [], total: 0, page: 1, limit: 48, nextCursor: null };

  it('keeps the shape the query asked for', () => {
    expect(asArtworkPage(page)).toBe(page);
    expect(asArtworkList([])).toEqual([]);
  });

  it('refuses the other shape', () => {
    expect(() => asArtworkPage([])).toThrow('page');
    expect(() => asArtworkList(page)).toThrow('list');
  });
});
