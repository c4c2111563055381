import { ArtworkListSchema, ListArtworksQuerySchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtworkService } from './artworks.service.js';

export const artworkRoutes: FastifyPluginAsyncZod<{ artworks: ArtworkService }> = async (app, { artworks }) => {
  app.get(
    '/api/artworks',
    { schema: { querystring: ListArtworksQuerySchema, response: { 200: ArtworkListSchema } } },
    async (request) => artworks.list(request.role, request.query),
  );
};
