import { listArtworks } from '@shop/contracts';
import type { Artwork } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asArtworkList } from '../../../lib/artwork-answers';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getArtworks(): Promise<Artwork[]> {
  return asArtworkList(await callEndpoint(listArtworks));
}

/** The public list (the server answers approved work only); each page filters it by category. */
export const artworksQueryOptions = () =>
  queryOptions({ queryKey: artworkKeys.list({ scope: 'public' }), queryFn: getArtworks });

export function useArtworks() {
  return useQuery(artworksQueryOptions());
}

/** SPEC §2: a page shows only approved artworks of its category. */
export function selectApprovedInCategory(artworks: readonly Artwork[], category: string): Artwork[] {
  return artworks.filter((artwork) => artwork.status === 'approved' && artwork.category === category);
}

export function useApprovedArtworks(category: string) {
  return useQuery({ ...artworksQueryOptions(), select: (artworks) => selectApprovedInCategory(artworks, category) });
}
