import { featuredArtworksParams, featuredArtworksUrl, featuredInOrder, type Artwork } from '@shop/contracts';
import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHead } from '../../../lib/endpoint-client';
import { isRecord, parseArtworkList } from '../../../lib/guards';
import { artworkKeys } from '../../../lib/query-keys';

/** The page answer's items, checked without zod (this runs on the home page). */
function itemsOf(value: unknown): Artwork[] {
  if (!isRecord(value)) throw new TypeError('Expected a page of artworks');
  return parseArtworkList(value.items);
}

/**
 * The home page's featured works, asked for by id (at most 3) rather than picked out
 * of the whole public list. The public answer holds approved work only; the saved order is kept.
 * At the URL the gateway preloads from the home page's head.
 */
export function featuredArtworksQueryOptions(ids: readonly string[]) {
  const url = featuredArtworksUrl(ids);
  return queryOptions({
    // Under artworkKeys.all, so an approval or an edit in the dashboard refreshes it too.
    queryKey: [...artworkKeys.all, 'featured', url] as const,
    queryFn: async () => callHead(ENDPOINT_HEADS.listArtworks, itemsOf, { query: featuredArtworksParams(ids) }),
    select: (artworks: Artwork[]) => featuredInOrder(ids, artworks),
  });
}

export function useFeaturedArtworks(ids: readonly string[]) {
  return useQuery({ ...featuredArtworksQueryOptions(ids), enabled: ids.length > 0 });
}
