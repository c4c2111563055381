import { ArtworkOcrFindingsSchema, type Artwork, type ArtworkOcrFindings } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { artworkKeys } from '../../../lib/query-keys';

/** What OCR found wrong with an artwork's text, as data: the words, not the messages. */
export async function getOcrFindings(artworkId: string): Promise<ArtworkOcrFindings> {
  return ArtworkOcrFindingsSchema.parse(
    await apiJson<unknown>('GET', `/api/artworks/${encodeURIComponent(artworkId)}/ocr-findings`),
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
