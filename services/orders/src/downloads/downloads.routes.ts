import { downloadExtraFile, downloadFile } from '@shop/contracts';
import { AppError, registerEndpoint } from '@shop/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderDownloadErrorPage } from './download-error-page.js';
import type { ShopNameSource } from '../clients/shop-name-client.js';
import type { Download, DownloadService } from './downloads.service.js';
import { prefersHtml } from './prefers-html.js';

export const downloadRoutes: FastifyPluginAsyncZod<{ downloads: DownloadService; shopName: ShopNameSource }> = async (
  app,
  { downloads, shopName },
) => {
  /** Streams an opened file, or answers its error as a page to a browser that clicked the link. */
  async function send(request: FastifyRequest, reply: FastifyReply, open: () => Promise<Download>) {
    let file;
    try {
      file = await open();
    } catch (error) {
      // A buyer who clicked the link gets a page with the way to new links; API clients keep JSON.
      if (error instanceof AppError && prefersHtml(request.headers.accept)) {
        return reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderDownloadErrorPage(error.statusCode, error.message, await shopName.current(request.id)));
      }
      throw error;
    }
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.contentDisposition)
      .header('content-length', file.sizeBytes)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  }

  registerEndpoint(
    app,
    downloadFile,
    async (request, reply) => send(request, reply, () => downloads.open(request.params.token, request.id)),
    // No automatic HEAD twin: it would count a download and open the original for nothing.
    { exposeHeadRoute: false },
  );

  registerEndpoint(
    app,
    downloadExtraFile,
    async (request, reply) =>
      send(request, reply, () => downloads.openExtraFile(request.params.token, request.params.fileId, request.id)),
    { exposeHeadRoute: false },
  );
};
