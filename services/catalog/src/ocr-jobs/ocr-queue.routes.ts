import { adminOnly } from '@shop/platform';
import { OcrQueueSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OcrJobQueue } from './ocr-job-queue.js';

export const ocrQueueRoutes: FastifyPluginAsyncZod<{ ocrJobs: OcrJobQueue }> = async (app, { ocrJobs }) => {
  app.get('/api/ocr/queue', { preHandler: adminOnly, schema: { response: { 200: OcrQueueSchema } } }, async () =>
    ocrJobs.overview(),
  );
};
