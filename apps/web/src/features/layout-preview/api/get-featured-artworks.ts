import { PREVIEW_FEATURED_MAX, type Artwork, listArtworks } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { isRecord, parseArtworkList } from '../../../lib/guards';
import { artworkKeys } from '../../../lib/query-keys';
import { endpointUrl } from '../../../lib/endpoint-client';

/** The page answer's items, checked without zod (this runs on the home page). */
function itemsOf(value: unknown): Artwork[] {
  if (!isRecord(value)) throw new TypeError('Expected a page of artworks');
  return parseArtworkList(value.items);
}

/**
 * Issue #15: the home page's featured works, asked for by id (at most 3) rather than picked out
 * of the whole public list. The public answer holds approved work only; the saved order is kept.
 */
export function featuredArtworksQueryOptions(ids: readonly string[]) {
  const picked = ids.slice(0, PREVIEW_FEATURED_MAX);
  const search = `limit=${PREVIEW_FEATURED_MAX}&ids=${picked.join(',')}`;
  return queryOptions({
    // Under artworkKeys.all, so an approval or an edit in the dashboard refreshes it too.
    queryKey: [...artworkKeys.all, 'featured', search] as const,
    queryFn: async () => itemsOf(await apiJson<unknown>('GET', endpointUrl(listArtworks, {}, search))),
    select: (artworks: Artwork[]) =>
      picked.flatMap((id) => artworks.filter((artwork) => artwork.id === id && artwork.status === 'approved')),
  });
}

export function useFeaturedArtworks(ids: readonly string[]) {
  return useQuery({ ...featuredArtworksQueryOptions(ids), enabled: ids.length > 0 });
}
