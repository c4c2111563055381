import { MAX_ARTWORK_IDS_FILTER, type Artwork, listArtworks } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asArtworkPage } from '../../../lib/artwork-answers';
import { artworkKeys } from '../../../lib/query-keys';
import type { UploadItem } from '../hooks/use-upload-queue';
import { callEndpoint } from '../../../lib/endpoint-client';

async function getArtworksByIds(ids: readonly string[]): Promise<Artwork[]> {
  const search = `ids=${ids.join(',')}&limit=${ids.length}`;
  return asArtworkPage(await callEndpoint(listArtworks, { query: search })).items;
}

// Under artworkKeys.all: the dashboard refreshes every artwork query as OCR jobs finish.
export function uploadedArtworksQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...artworkKeys.all, 'uploaded', ids.join(',')] as const,
    queryFn: () => getArtworksByIds(ids),
  });
}

/**
 * The latest state of the works uploaded in this session (the newest 100; the queue lists newest first), so the Processing
 * Queue shows each one's OCR outcome as it lands, without loading the whole catalogue. Older
 * items keep what their upload answered.
 */
export function useUploadedArtworks(items: readonly UploadItem[]): readonly Artwork[] | undefined {
  const ids = items
    .flatMap((item) => (item.artwork === undefined ? [] : [item.artwork.id]))
    .slice(0, MAX_ARTWORK_IDS_FILTER);
  const query = useQuery({ ...uploadedArtworksQueryOptions(ids), enabled: ids.length > 0 });
  return query.data;
}
