import { getPreviewVersion, getWatermark, saveWatermark } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPreviewVersion, type WatermarkService } from './watermark.service.js';

export const watermarkRoutes: FastifyPluginAsyncZod<{ watermark: WatermarkService }> = async (app, { watermark }) => {
  registerEndpoint(app, getPreviewVersion, async (_request, reply) => {
    // Changes whenever the watermark does: a cache must ask again every time.
    reply.header('cache-control', 'no-cache');
    return { version: publicPreviewVersion(await watermark.active()) };
  });
  registerEndpoint(app, getWatermark, async () => watermark.get());
  registerEndpoint(app, saveWatermark, async (request) => watermark.put(request.body));
};
