import { galleryPageParams, type ArtworkPage, type ArtworkSort } from '@shop/contracts';
import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callHead } from '../../../lib/endpoint-client';
import { isRecord, parseArtworkList } from '../../../lib/guards';
import { artworkKeys } from '../../../lib/query-keys';

export { GALLERY_PAGE_SIZE } from '@shop/contracts';

export interface GalleryQuery {
  category?: string | undefined;
  q?: string | undefined;
  sort?: ArtworkSort | undefined;
}

/** Throws when the answer is not a page of artworks (checked without zod, as the home page must). */
export function parseArtworkPage(value: unknown): ArtworkPage {
  if (
    !isRecord(value) ||
    typeof value.total !== 'number' ||
    typeof value.page !== 'number' ||
    typeof value.limit !== 'number' ||
    !(value.nextCursor === null || typeof value.nextCursor === 'string')
  )
    throw new TypeError('Expected a page of artworks');
  return {
    items: parseArtworkList(value.items),
    total: value.total,
    page: value.page,
    limit: value.limit,
    nextCursor: value.nextCursor,
  };
}

/**
 * A public gallery asks only for what it shows, a page at a time, each after the
 * cursor of the page before (the server answers approved work only). Under the artworks' key, so
 * the curator's changes refresh it as they refresh the list.
 */
export const artworkPagesQueryOptions = (query: GalleryQuery) =>
  infiniteQueryOptions({
    queryKey: [...artworkKeys.all, { scope: 'public', pages: query }] as const,
    queryFn: async ({ pageParam }) =>
      callHead(ENDPOINT_HEADS.listArtworks, parseArtworkPage, { query: galleryPageParams(query, pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ArtworkPage) => last.nextCursor,
  });

export function useArtworkPages(query: GalleryQuery) {
  const result = useInfiniteQuery(artworkPagesQueryOptions(query));
  const pages = result.data?.pages ?? [];
  return {
    query: result,
    items: pages.flatMap((page) => page.items),
    /** Every match, exact (the server counts them), not just the pages loaded so far. */
    total: pages.at(-1)?.total ?? 0,
  };
}
