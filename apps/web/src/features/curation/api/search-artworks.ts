import { type ArtworkPage, MAX_ARTWORK_PAGE_SIZE, listArtworks } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asArtworkPage } from '../../../lib/artwork-answers';
import { artworkKeys } from '../../../lib/query-keys';
import { type CurationQuery, toApiQuery, toSearchString } from '../lib/curation-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Cards per page: a few screens' worth, so a page renders at once even with 2,000 works. */
export const CURATION_PAGE_SIZE = 48;

/** GET /api/artworks with a query string the paged answer comes back for. */
export async function getArtworkPage(search: string): Promise<ArtworkPage> {
  return asArtworkPage(await callEndpoint(listArtworks, { query: search }));
}

export function artworkPageQueryOptions(query: CurationQuery) {
  const search = toSearchString(toApiQuery(query, CURATION_PAGE_SIZE));
  return queryOptions({
    // Under artworkKeys.all, so every mutation's invalidation refreshes the page too.
    queryKey: [...artworkKeys.all, 'page', search] as const,
    queryFn: () => getArtworkPage(search),
  });
}

/** One page of the search; the previous page stays on screen while the next one loads. */
export function useArtworkPage(query: CurationQuery) {
  return useQuery({ ...artworkPageQueryOptions(query), placeholderData: keepPreviousData });
}

/** Every match of the search (up to one batch's worth), for "Select all N matching". */
export async function getAllMatching(query: CurationQuery): Promise<ArtworkPage> {
  return getArtworkPage(toSearchString(toApiQuery({ ...query, page: 1 }, MAX_ARTWORK_PAGE_SIZE)));
}
