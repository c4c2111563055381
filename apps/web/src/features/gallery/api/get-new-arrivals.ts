import { shopCategories } from '@shop/contracts';
import { API_PATHS, pathUrl } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { artworkKeys } from '../../../lib/query-keys';
import { parseArtworkPage } from './get-artwork-pages';

/** How many new works the home page's strip shows. */
export const NEW_ARRIVALS_COUNT = 8;

/** The shop categories besides the house one, whose work the home page's grid does not show. */
export const newArrivalCategories = (houseCategory: string) => shopCategories(houseCategory).slice(1);

export function newArrivalsUrl(houseCategory: string): string {
  return pathUrl(
    API_PATHS.artworks,
    {},
    {
      categories: newArrivalCategories(houseCategory).join(','),
      sort: 'newest',
      limit: NEW_ARRIVALS_COUNT,
    },
  );
}

/**
 * Issue #25: the newest approved work of every shop category but the house one (the server answers
 * approved work only to the public). Under the artworks' key, so a curator's change refreshes it.
 */
export const newArrivalsQueryOptions = (houseCategory: string) =>
  queryOptions({
    queryKey: [...artworkKeys.all, { scope: 'public', newArrivals: houseCategory }] as const,
    queryFn: async () => parseArtworkPage(await apiJson<unknown>('GET', newArrivalsUrl(houseCategory))).items,
  });

export function useNewArrivals(houseCategory: string) {
  return useQuery(newArrivalsQueryOptions(houseCategory));
}
