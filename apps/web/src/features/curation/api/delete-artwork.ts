import { deleteArtwork as deleteArtworkEndpoint } from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** DELETE /api/artworks/:id: 204, or an ApiError carrying the server's refusal (409 sold, 503). */
export async function deleteArtwork(id: string): Promise<void> {
  await callEndpoint(deleteArtworkEndpoint, { params: { id } });
}
