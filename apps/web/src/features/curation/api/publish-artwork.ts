import { type Artwork, type PublishArtworkBody, publishArtwork as publishArtworkEndpoint } from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Price, for sale and approved in one server change. */
export async function publishArtwork(id: string, body: PublishArtworkBody): Promise<Artwork> {
  return callEndpoint(publishArtworkEndpoint, { params: { id }, body });
}
