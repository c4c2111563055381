import {
  ArtworkOcrFindingsSchema,
  type Artwork,
  type ArtworkOcrFindings,
  getArtworkOcrFindings,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { artworkKeys } from '../../../lib/query-keys';
import { endpointUrl } from '../../../lib/endpoint-client';

/** What OCR found wrong with an artwork's text, as data: the words, not the messages. */
export async function getOcrFindings(artworkId: string): Promise<ArtworkOcrFindings> {
  return ArtworkOcrFindingsSchema.parse(
    await apiJson<unknown>('GET', endpointUrl(getArtworkOcrFindings, { id: artworkId })),
  );
}

type FindingsOwner = Pick<Artwork, 'id' | 'filename' | 'ocrErrors'>;

export function ocrFindingsQueryOptions(artwork: FindingsOwner) {
  return queryOptions({
    queryKey: artworkKeys.ocrFindings(artwork.id, artwork.filename, artwork.ocrErrors),
    queryFn: () => getOcrFindings(artwork.id),
  });
}

export function useOcrFindings(artwork: FindingsOwner) {
  return useQuery(ocrFindingsQueryOptions(artwork));
}
