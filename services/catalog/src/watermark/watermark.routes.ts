import { adminOnly } from '@shop/platform';
import { WatermarkSettingsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WatermarkService } from './watermark.service.js';

export const watermarkRoutes: FastifyPluginAsyncZod<{ watermark: WatermarkService }> = async (app, { watermark }) => {
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
