import { shopCategories } from '@shop/contracts';
import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHead } from '../../../lib/endpoint-client';
import { artworkKeys } from '../../../lib/query-keys';
import { parseArtworkPage } from './get-artwork-pages';

/** How many new works the home page's strip shows. */
export const NEW_ARRIVALS_COUNT = 8;

/** The shop categories besides the house one, whose work the home page's grid does not show. */
export const newArrivalCategories = (houseCategory: string) => shopCategories(houseCategory).slice(1);

/** The newest few of those categories: the list endpoint's query. */
function newArrivalsQuery(houseCategory: string) {
  return { categories: newArrivalCategories(houseCategory).join(','), sort: 'newest', limit: NEW_ARRIVALS_COUNT };
}

/**
 * The newest approved work of every shop category but the house one (the server answers
 * approved work only to the public). Under the artworks' key, so a curator's change refreshes it.
 */
export const newArrivalsQueryOptions = (houseCategory: string) =>
  queryOptions({
    queryKey: [...artworkKeys.all, { scope: 'public', newArrivals: houseCategory }] as const,
    queryFn: async () =>
      (await callHead(ENDPOINT_HEADS.listArtworks, parseArtworkPage, { query: newArrivalsQuery(houseCategory) })).items,
  });

export function useNewArrivals(houseCategory: string) {
  return useQuery(newArrivalsQueryOptions(houseCategory));
}
