import type { Artwork } from '@shop/contracts';
import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callHead } from '../../../lib/endpoint-client';
import { checkedWith, isArtwork } from '../../../lib/guards';
import { artworkKeys } from '../../../lib/query-keys';

/**
 * GET /api/artworks/by-short-id/:shortId, one approved artwork (SPEC `Artwork`), or
 * null when the catalog answers 404 (unknown, or not approved).
 */
export async function getArtworkByShortId(shortId: string): Promise<Artwork | null> {
  try {
    return await callHead(ENDPOINT_HEADS.getArtworkByShortId, checkedWith(isArtwork, 'Artwork'), {
      params: { shortId },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const artworkByShortIdQueryOptions = (shortId: string) =>
  queryOptions({
    queryKey: [...artworkKeys.all, 'by-short-id', shortId],
    queryFn: () => getArtworkByShortId(shortId),
  });

export function useArtworkByShortId(shortId: string) {
  return useQuery(artworkByShortIdQueryOptions(shortId));
}
