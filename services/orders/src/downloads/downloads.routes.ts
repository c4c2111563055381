import { DownloadParamsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DownloadService } from './downloads.service.js';

export const downloadRoutes: FastifyPluginAsyncZod<{ downloads: DownloadService }> = async (app, { downloads }) => {
  // No automatic HEAD twin: it would count a download and open the original for nothing.
  app.get(
    '/api/downloads/:token',
    { schema: { params: DownloadParamsSchema }, exposeHeadRoute: false },
    async (request, reply) => {
      const file = await downloads.open(request.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.contentDisposition)
        .header('content-length', file.sizeBytes)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
