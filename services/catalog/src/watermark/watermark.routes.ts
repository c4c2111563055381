import { adminOnly } from '@shop/platform';
import { PreviewVersionSchema, WatermarkSettingsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPreviewVersion, type WatermarkService } from './watermark.service.js';

export const watermarkRoutes: FastifyPluginAsyncZod<{ watermark: WatermarkService }> = async (app, { watermark }) => {
  app.get(
    '/api/settings/preview-version',
    { schema: { response: { 200: PreviewVersionSchema } } },
    async (_request, reply) => {
      // Changes whenever the watermark does: a cache must ask again every time.
      reply.header('cache-control', 'no-cache');
      return { version: publicPreviewVersion(await watermark.active()) };
    },
  );

  app.get(
    '/api/settings/watermark',
    { preHandler: adminOnly, schema: { response: { 200: WatermarkSettingsSchema } } },
    async () => watermark.get(),
  );

  app.put(
    '/api/settings/watermark',
    { preHandler: adminOnly, schema: { body: WatermarkSettingsSchema, response: { 200: WatermarkSettingsSchema } } },
    async (request) => watermark.put(request.body),
  );
};
