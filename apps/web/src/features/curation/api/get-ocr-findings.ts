import { ArtworkOcrFindingsSchema, type ArtworkOcrFindings } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { artworkKeys } from '../../../lib/query-keys';

/** What OCR found wrong with an artwork's text, as data: the words, not the messages. */
export async function getOcrFindings(artworkId: string): Promise<ArtworkOcrFindings> {
  return ArtworkOcrFindingsSchema.parse(
    await apiJson<unknown>('GET', `/api/artworks/${encodeURIComponent(artworkId)}/ocr-findings`),
  );
}

export function ocrFindingsQueryOptions(artworkId: string) {
  return queryOptions({ queryKey: artworkKeys.ocrFindings(artworkId), queryFn: () => getOcrFindings(artworkId) });
}

export function useOcrFindings(artworkId: string) {
  return useQuery(ocrFindingsQueryOptions(artworkId));
}
