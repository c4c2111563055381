import { artworkByShortIdPath, type Artwork } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../lib/api-client';
import { isArtwork } from '../../../lib/guards';
import { artworkKeys } from '../../../lib/query-keys';

/**
 * Issue #15: GET /api/artworks/by-short-id/:shortId, one approved artwork (SPEC `Artwork`), or
 * null when the catalog answers 404 (unknown, or not approved).
 */
export async function getArtworkByShortId(shortId: string): Promise<Artwork | null> {
  try {
    const artwork = await apiJson<unknown>('GET', artworkByShortIdPath(shortId));
    if (!isArtwork(artwork)) throw new TypeError('Artwork does not match the contract');
    return artwork;
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
