import { lookupArtworks } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtworkService } from '../artworks/artworks.service.js';

/**
 * Service-to-service routes: the gateway has no /internal prefix, so only callers holding the
 * internal token (checked by the platform for every route) reach them; the role does not matter.
 */
export const internalRoutes: FastifyPluginAsyncZod<{ artworks: ArtworkService }> = async (app, { artworks }) => {
  registerEndpoint(app, lookupArtworks, async (request) => ({ artworks: await artworks.lookup(request.body.ids) }));
};
