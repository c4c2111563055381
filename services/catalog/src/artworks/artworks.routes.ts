import {
  batchArtworks,
  deleteArtwork,
  getArtworkByShortId,
  isPagedQuery,
  listArtworks,
  publishArtwork,
  replaceArtworkFile,
  UPLOAD_IDEMPOTENCY_KEY_HEADER,
  updateArtwork,
  uploadArtwork,
} from '@shop/contracts';
import { matchesEtag, registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptsGzip } from '../http/content-negotiation.js';
import type { MultipartPart } from '../uploads/multipart-upload.js';
import { uploadKeyOf } from '../uploads/upload-key.js';
import type { ArtworkService } from './artworks.service.js';

export const artworkRoutes: FastifyPluginAsyncZod<{ artworks: ArtworkService }> = async (app, { artworks }) => {
  registerEndpoint(
    app,
    listArtworks,
    async (request, reply) => {
      // Search and paging answer a page; SPEC's plain list keeps its exact shape below.
      if (isPagedQuery(request.query)) {
        reply.header('cache-control', request.role === 'admin' ? 'private, no-cache' : 'no-cache');
        return artworks.listPage(request.role, request.query);
      }
      const list = await artworks.listSerialized(request.role, request.query);
      // A thousand artworks are about 0.5 MB of JSON and a tenth of that gzipped: both are made
      // once per change, so a browser's request costs no compression at all.
      const gzipped = acceptsGzip(request.headers);
      const etag = gzipped ? list.etagGzip : list.etag;
      // Admin answers must never be stored by a shared cache; everyone revalidates with the ETag.
      reply
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', request.role === 'admin' ? 'private, no-cache' : 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (gzipped) reply.header('content-encoding', 'gzip');
      // Already serialized from the same contract types: sent as it is.
      return reply.send(gzipped ? list.gzip : list.json);
    },
    // The body is serialized once per change, from toArtwork's contract type.
    { preserialized: true },
  );

  registerEndpoint(app, getArtworkByShortId, async (request, reply) => {
    const artwork = await artworks.getByShortId(request.role, request.params.shortId);
    reply.header('cache-control', request.role === 'admin' ? 'private, no-cache' : 'no-cache');
    return artwork;
  });

  registerEndpoint(app, uploadArtwork, async (request, reply) => {
    const artwork = await artworks.upload(
      request.parts() as AsyncIterable<MultipartPart>,
      uploadKeyOf(request.headers[UPLOAD_IDEMPOTENCY_KEY_HEADER]),
    );
    return reply.code(201).send(artwork);
  });

  registerEndpoint(app, replaceArtworkFile, async (request) =>
    artworks.replaceFile(request.params.id, request.parts() as AsyncIterable<MultipartPart>),
  );

  registerEndpoint(app, updateArtwork, async (request) => artworks.update(request.params.id, request.body));

  registerEndpoint(app, publishArtwork, async (request) => artworks.publish(request.params.id, request.body));

  registerEndpoint(app, deleteArtwork, async (request, reply) => {
    await artworks.delete(request.params.id, request.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, batchArtworks, async (request) => artworks.batch(request.body));
};
