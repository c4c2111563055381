import { getOcrQueue } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OcrJobQueue } from './ocr-job-queue.js';

export const ocrQueueRoutes: FastifyPluginAsyncZod<{ ocrJobs: OcrJobQueue }> = async (app, { ocrJobs }) => {
  registerEndpoint(app, getOcrQueue, async () => ocrJobs.overview());
};
