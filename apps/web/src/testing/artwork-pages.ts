import { type Artwork, type ArtworkPage, isShownFlagged, type ArtworkStatus } from '@shop/contracts';
import type { RouteHandler } from './admin-api-stub';

const PAGED = ['q', 'shown', 'ocr', 'forSale', 'hasPrice', 'sort', 'limit', 'page', 'cursor'];

/** The status a card shows, as the catalog's `shown` filter reads it. */
function shownStatus(artwork: Artwork): ArtworkStatus {
  if (artwork.status === 'rejected' || artwork.status === 'archived') return artwork.status;
  return isShownFlagged(artwork) ? 'flagged' : artwork.status;
}

function matches(artwork: Artwork, params: URLSearchParams): boolean {
  const q = params.get('q')?.toLowerCase();
  const ocr = params.get('ocr');
  const processed = artwork.ocrStatus === 'processed';
  const hasErrors = artwork.ocrErrors.length > 0;
  const checks: [string | null, () => boolean][] = [
    [q ?? null, () => `${artwork.title}\n${artwork.ocrText}`.toLowerCase().includes(q ?? '')],
    [params.get('shown'), () => shownStatus(artwork) === params.get('shown')],
    [params.get('status'), () => artwork.status === params.get('status')],
    [params.get('category'), () => artwork.category === params.get('category')],
    [params.get('forSale'), () => String(artwork.isForSale) === params.get('forSale')],
    [params.get('hasPrice'), () => String(artwork.price !== null) === params.get('hasPrice')],
    [
      ocr,
      () =>
        ocr === 'clean'
          ? processed && !hasErrors
          : ocr === 'errors'
            ? processed && hasErrors
            : artwork.ocrStatus === ocr,
    ],
  ];
  return checks.every(([value, check]) => value === null || check());
}

/**
 * GET /api/artworks as the catalog answers it: SPEC's plain list without search params, one page
 * of the matches (in the list's order, or by title) with them. `list` is read at each request.
 */
export function serveArtworks(list: () => readonly Artwork[]): RouteHandler {
  return ({ url }) => {
    const params = new URL(url, 'http://localhost').searchParams;
    if (!PAGED.some((key) => params.has(key))) return list();
    const all = list().filter((artwork) => matches(artwork, params));
    if (params.get('sort') === 'title') all.sort((a, b) => a.title.localeCompare(b.title));
    const limit = Number(params.get('limit') ?? 48);
    const page = Number(params.get('page') ?? 1);
    // The test's cursor is opaque too: the index of the next item, as the catalog's is a sort key.
    const cursor = params.get('cursor');
    const start = cursor === null ? (page - 1) * limit : Number(atob(cursor));
    const end = start + limit;
    const answer: ArtworkPage = {
      items: all.slice(start, end),
      total: all.length,
      page,
      limit,
      nextCursor: end < all.length ? btoa(String(end)) : null,
    };
    return answer;
  };
}

/**
 * A fetch that answers GET /api/artworks as the catalog answers a public caller (approved work
 * only, pages with cursors), recording each URL asked for; anything else is a 404.
 */
export function publicArtworksFetch(list: () => readonly Artwork[], urls: string[] = []) {
  const serve = serveArtworks(() => list().filter((artwork) => artwork.status === 'approved'));
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname !== '/api/artworks')
      return Response.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
    urls.push(url);
    return Response.json(serve({ method: 'GET', url, body: undefined }));
  };
}
