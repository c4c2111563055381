import { ArtworkLookupBodySchema, ArtworkLookupResponseSchema, INTERNAL_ROUTES } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtworkService } from '../artworks/artworks.service.js';

/**
 * Service-to-service routes: the gateway has no /internal prefix, so only callers holding the
 * internal token (checked by the platform for every route) reach them; the role does not matter.
 */
export const internalRoutes: FastifyPluginAsyncZod<{ artworks: ArtworkService }> = async (app, { artworks }) => {
  app.post(
    INTERNAL_ROUTES.catalogArtworkLookup,
    { schema: { body: ArtworkLookupBodySchema, response: { 200: ArtworkLookupResponseSchema } } },
    async (request) => ({ artworks: await artworks.lookup(request.body.ids) }),
  );
};
