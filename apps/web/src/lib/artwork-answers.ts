import type { Artwork, ArtworkPage } from '@shop/contracts';

/**
 * GET /api/artworks answers SPEC's list or, when the query asks for a page (q, sort, limit, page,
 * ids…), a page: the declaration names both. A fetcher knows which its query asks for and says so
 * here; the other shape is a broken answer. Type-only imports: the home page may use these.
 */
export function asArtworkPage(answer: Artwork[] | ArtworkPage): ArtworkPage {
  if (Array.isArray(answer)) throw new TypeError('Expected a page of artworks, got a list');
  return answer;
}

export function asArtworkList(answer: Artwork[] | ArtworkPage): Artwork[] {
  if (!Array.isArray(answer)) throw new TypeError('Expected a list of artworks, got a page');
  return answer;
}
