import { type Artwork, listArtworks } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asArtworkList } from '../../../lib/artwork-answers';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Every artwork, whatever its status: the curator's view (the gateway answers all of them to an admin). */
export async function getAdminArtworks(): Promise<Artwork[]> {
  return asArtworkList(await callEndpoint(listArtworks));
}

export function adminArtworksQueryOptions() {
  return queryOptions({ queryKey: artworkKeys.list({ scope: 'admin' }), queryFn: getAdminArtworks });
}

export function useAdminArtworks() {
  return useQuery(adminArtworksQueryOptions());
}
