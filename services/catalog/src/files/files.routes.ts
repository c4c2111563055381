import { getPreviewFile, type PreviewWidth } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileService } from './files.service.js';

export const fileRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  registerEndpoint(app, getPreviewFile, async (request, reply) => {
    const preview = await files.getPreview(
      request.role,
      request.params.filename,
      request.query.w as PreviewWidth | undefined,
      request.headers['if-none-match'],
      request.query.v,
    );
    reply
      .header('etag', preview.etag)
      .header('cache-control', preview.cacheControl)
      .header('x-content-type-options', 'nosniff')
      // The e-mails show items' thumbnails, which a mail program's page (another origin) loads.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (!preview.body) return reply.code(304).send();
    return reply.type(preview.contentType).send(preview.body);
  });
};
