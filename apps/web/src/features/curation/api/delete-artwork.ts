import { deleteArtwork as deleteArtworkEndpoint } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/** DELETE /api/artworks/:id: 204, or an ApiError carrying the server's refusal (409 sold, 503). */
export async function deleteArtwork(id: string): Promise<void> {
  await apiRequest('DELETE', endpointUrl(deleteArtworkEndpoint, { id }));
}
