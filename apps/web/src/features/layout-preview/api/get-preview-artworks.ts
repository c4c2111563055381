import { PREVIEW_FEATURED_MAX, type Artwork, listArtworks } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asArtworkPage } from '../../../lib/artwork-answers';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * How many of the newest approved works the preview draws its picks from (and Regenerate
 * shuffles): the home page features at most 3, so a page of candidates is plenty, and the tab
 * never pays for the whole catalogue.
 */
export const PREVIEW_POOL_SIZE = 48;

async function getApproved(search: string): Promise<Artwork[]> {
  return asArtworkPage(await callEndpoint(listArtworks, { query: search })).items;
}

// Under artworkKeys.all, so an approval or an edit anywhere refreshes the preview too.
function poolQueryOptions() {
  const search = `status=approved&sort=newest&limit=${PREVIEW_POOL_SIZE}`;
  return queryOptions({
    queryKey: [...artworkKeys.all, 'preview', search] as const,
    queryFn: () => getApproved(search),
  });
}

/** The saved picks that are still approved, wherever they sit in the catalogue. */
function savedPicksQueryOptions(ids: readonly string[]) {
  const search = `status=approved&limit=${PREVIEW_FEATURED_MAX}&ids=${ids.join(',')}`;
  return queryOptions({
    queryKey: [...artworkKeys.all, 'preview', search] as const,
    queryFn: () => getApproved(search),
  });
}

/**
 * The approved works the preview may feature: the saved picks first (when they are still
 * approved), then the newest approved ones. `undefined` while loading.
 */
export function usePreviewArtworks(savedIds: readonly string[] | undefined) {
  const pool = useQuery(poolQueryOptions());
  const ids = (savedIds ?? []).slice(0, PREVIEW_FEATURED_MAX);
  const saved = useQuery({ ...savedPicksQueryOptions(ids), enabled: ids.length > 0 });
  const isPending = pool.isPending || (ids.length > 0 && saved.isPending);
  if (isPending) return { artworks: undefined, isError: false };
  if (pool.isError) return { artworks: undefined, isError: true };
  const picks = saved.data ?? [];
  const pickIds = new Set(picks.map((artwork) => artwork.id));
  return { artworks: [...picks, ...pool.data.filter((artwork) => !pickIds.has(artwork.id))], isError: false };
}
