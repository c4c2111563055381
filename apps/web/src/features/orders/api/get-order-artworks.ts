import { MAX_ARTWORK_IDS_FILTER, type Artwork, listArtworks } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { asArtworkPage } from '../../../lib/artwork-answers';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * The shop's record of the artworks an order delivers, for their thumbnails. Approved
 * work only: a work taken off the shop since keeps its title and download, without a picture.
 */
export function useOrderArtworks(ids: readonly string[]) {
  const wanted = [...new Set(ids)].slice(0, MAX_ARTWORK_IDS_FILTER).sort();
  const search = `ids=${wanted.map(encodeURIComponent).join(',')}&limit=${Math.max(1, wanted.length)}`;
  return useQuery({
    queryKey: [listArtworks.path, 'order-artworks', wanted],
    queryFn: async (): Promise<Map<string, Artwork>> => {
      const { items } = asArtworkPage(await callEndpoint(listArtworks, { query: search }));
      return new Map(items.map((artwork) => [artwork.id, artwork]));
    },
    enabled: wanted.length > 0,
    staleTime: 60_000,
  });
}
