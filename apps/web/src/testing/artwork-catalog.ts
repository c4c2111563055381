import { artworkByShortIdPath, artworkShortId, type Artwork } from '@shop/contracts';

/**
 * The catalog's public artwork routes as `jsonFetch` handlers: SPEC's list
 * (GET /api/artworks) and GET /api/artworks/by-short-id/:shortId, which answers an approved
 * artwork and 404 for anything else (unknown, or not approved), as the catalog does.
 */
export function catalogHandlers(artworks: readonly Artwork[]): Record<string, (body: unknown) => unknown> {
  const table: Record<string, (body: unknown) => unknown> = {
    'GET /api/artworks': () => artworks.filter((artwork) => artwork.status === 'approved'),
  };
  for (const artwork of artworks) {
    if (artwork.status !== 'approved') continue;
    table[`GET ${artworkByShortIdPath(artworkShortId(artwork.id))}`] = () => artwork;
  }
  return table;
}
