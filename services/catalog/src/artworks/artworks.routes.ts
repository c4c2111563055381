import {
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
    // No response schema: the body is serialized once per change, from toArtwork's contract type.
    { schema: { querystring: ListArtworksQuerySchema } },
    async (request, reply) => {
      const { body, etag } = await artworks.listSerialized(request.role, request.query);
      // Admin answers must never be stored by a shared cache; everyone revalidates with the ETag.
      reply.header('etag', etag).header('cache-control', request.role === 'admin' ? 'private, no-cache' : 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // Already serialized from the same contract types: sent as it is.
      return reply.type('application/json; charset=utf-8').send(body);
    },
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
