import {
  ArtworkListSchema,
  ArtworkParamsSchema,
  ArtworkSchema,
  BatchBodySchema,
  BatchResultSchema,
  ListArtworksQuerySchema,
  UpdateArtworkBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../http/admin-only.js';
import type { MultipartPart } from '../uploads/multipart-upload.js';
import type { ArtworkService } from './artworks.service.js';

export const artworkRoutes: FastifyPluginAsyncZod<{ artworks: ArtworkService }> = async (app, { artworks }) => {
  app.get(
    '/api/artworks',
    { schema: { querystring: ListArtworksQuerySchema, response: { 200: ArtworkListSchema } } },
    async (request) => artworks.list(request.role, request.query),
  );

  app.post(
    '/api/artworks/upload',
    { preHandler: adminOnly, schema: { response: { 201: ArtworkSchema } } },
    async (request, reply) => {
      const artwork = await artworks.upload(request.parts() as AsyncIterable<MultipartPart>);
      return reply.code(201).send(artwork);
    },
  );

  app.patch(
    '/api/artworks/:id',
    {
      preHandler: adminOnly,
      schema: { params: ArtworkParamsSchema, body: UpdateArtworkBodySchema, response: { 200: ArtworkSchema } },
    },
    async (request) => artworks.update(request.params.id, request.body),
  );

  app.post(
    '/api/artworks/batch',
    { preHandler: adminOnly, schema: { body: BatchBodySchema, response: { 200: BatchResultSchema } } },
    async (request) => artworks.batch(request.body),
  );
};
