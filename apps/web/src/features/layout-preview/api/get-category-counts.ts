import { type Gallery, listGalleries } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

async function getGalleries(): Promise<Gallery[]> {
  return callEndpoint(listGalleries);
}

/**
 * The four dashboard categories with their counts of approved work, counted by the server.
 * The key is the Galleries tab's (the same path and the same parsed answer), so either tab fills
 * the cache for the other and refreshing the galleries refreshes these counts.
 */
export function categoryCountsQueryOptions() {
  return queryOptions({ queryKey: [listGalleries.path] as const, queryFn: getGalleries });
}

/** Approved works per category, from GET /api/galleries. */
export function useCategoryCounts() {
  const galleries = useQuery(categoryCountsQueryOptions());
  const counts =
    galleries.data === undefined
      ? undefined
      : Object.fromEntries(galleries.data.map((gallery) => [gallery.category, gallery.artworkCount]));
  return { counts, isPending: galleries.isPending, isError: galleries.isError };
}
