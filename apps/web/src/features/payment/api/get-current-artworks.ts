import { MAX_ARTWORK_IDS_FILTER, type Artwork, listArtworks } from '@shop/contracts';
import { asArtworkPage } from '../../../lib/artwork-answers';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The shop's current record of these artworks (approved work only; an id not answered is not sold). */
export async function getCurrentArtworks(ids: readonly string[]): Promise<Artwork[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_ARTWORK_IDS_FILTER);
  if (wanted.length === 0) return [];
  const search = `ids=${wanted.map(encodeURIComponent).join(',')}&limit=${wanted.length}`;
  return asArtworkPage(await callEndpoint(listArtworks, { query: search })).items;
}
