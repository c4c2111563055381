import { listOcrMisreads, recordOcrMisread } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OcrMisreadService } from './ocr-misreads.service.js';

export const ocrMisreadRoutes: FastifyPluginAsyncZod<{ misreads: OcrMisreadService }> = async (app, { misreads }) => {
  registerEndpoint(app, recordOcrMisread, async (request) => misreads.record(request.params.id, request.body));
  registerEndpoint(app, listOcrMisreads, async (request) => misreads.list(request.query.limit));
};
