import { describe, expect, it } from 'vitest';
import { artworkPagePath, artworkShortId, artworkSlug, shortIdOfArtworkPage } from './artwork-pages.js';

describe('artwork page URLs', () => {
  const id = '3f2a9c1b-7d4e-4a11-9b2c-0123456789ab';

  it('makes a readable slug from any title', () => {
    expect(artworkSlug('Neon Koi — Night Market #2')).toBe('neon-koi-night-market-2');
    expect(artworkSlug('Café Crème')).toBe('cafe-creme');
    expect(artworkSlug('<script>!!!')).toBe('script');
    expect(artworkSlug('★★★')).toBe('artwork');
    expect(artworkSlug('a'.repeat(80))).toHaveLength(60);
  });

  it('builds the path from the slug and the first 12 hex digits of the id', () => {
    expect(artworkShortId(id)).toBe('3f2a9c1b7d4e');
    expect(artworkPagePath({ id, title: 'Neon Koi' })).toBe('/art/neon-koi-3f2a9c1b7d4e');
  });

  it('finds the short id whatever the slug says, and nothing in anything else', () => {
    expect(shortIdOfArtworkPage('neon-koi-3f2a9c1b7d4e')).toBe('3f2a9c1b7d4e');
    expect(shortIdOfArtworkPage('renamed-title-3F2A9C1B7D4E')).toBe('3f2a9c1b7d4e');
    expect(shortIdOfArtworkPage('3f2a9c1b7d4e')).toBe('3f2a9c1b7d4e');
    expect(shortIdOfArtworkPage('neon-koi')).toBeUndefined();
    expect(shortIdOfArtworkPage('neon-koi-3f2a9c1b7d4')).toBeUndefined();
    expect(shortIdOfArtworkPage('x3f2a9c1b7d4e')).toBeUndefined();
  });
});
