import { type ArtworkPage, listArtworks } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asArtworkPage } from '../../../lib/artwork-answers';
import { packPickKeys } from './pack-picks-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export const PICKER_PAGE_SIZE = 24;

/**
 * One page of a category's works that a pack may take: the public paged list (approved only),
 * for sale and priced, except Miscellaneous, which sells at its fixed price (SPEC §2), and
 * priced at most the pack's ceiling (orders leaves Miscellaneous out when its price is above it).
 */
export async function getCollectionWorks(
  category: string,
  page: number,
  maxPrice: string | null,
): Promise<ArtworkPage> {
  const search = new URLSearchParams({ category, limit: String(PICKER_PAGE_SIZE), page: String(page), sort: 'title' });
  if (category !== 'Miscellaneous') {
    search.set('forSale', 'true');
    search.set('hasPrice', 'true');
    if (maxPrice !== null) search.set('maxPrice', maxPrice);
  }
  return asArtworkPage(await callEndpoint(listArtworks, { query: search }));
}

export function useCollectionWorks(category: string, page: number, maxPrice: string | null) {
  return useQuery(
    queryOptions({
      queryKey: packPickKeys.works(category, page, maxPrice),
      queryFn: () => getCollectionWorks(category, page, maxPrice),
      placeholderData: keepPreviousData,
    }),
  );
}
