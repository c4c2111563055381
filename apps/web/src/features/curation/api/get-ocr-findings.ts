import { type Artwork, type ArtworkOcrFindings, getArtworkOcrFindings } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '../../../lib/endpoint-client';

/** What OCR found wrong with an artwork's text, as data: the words, not the messages. */
export async function getOcrFindings(artworkId: string): Promise<ArtworkOcrFindings> {
  return callEndpoint(getArtworkOcrFindings, { params: { id: artworkId } });
}

type FindingsOwner = Pick<Artwork, 'id' | 'filename' | 'ocrErrors'>;

/**
 * Keyed outside the artwork lists on purpose: every card update invalidates the lists, while the
 * findings change only with the artwork's `ocrErrors` (a result, an accepted word) and its file
 * (a replaced file is read again and may end with the same errors at other places), so
 * the key carries those and a changed artwork asks again, an unchanged one never.
 */
export function ocrFindingsQueryOptions(artwork: FindingsOwner) {
  const { id, filename, ocrErrors } = artwork;
  return queryOptions({
    queryKey: [endpointUrl(getArtworkOcrFindings, { id }), { filename, ocrErrors }] as const,
    queryFn: () => getOcrFindings(artwork.id),
  });
}

export function useOcrFindings(artwork: FindingsOwner) {
  return useQuery(ocrFindingsQueryOptions(artwork));
}
