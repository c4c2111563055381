import { adminOnly } from '@shop/platform';
import { ArtworkOcrFindingsSchema, OcrFindingsParamsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OcrOutcomeService } from './ocr-outcome.service.js';

export const ocrFindingsRoutes: FastifyPluginAsyncZod<{ outcomes: OcrOutcomeService }> = async (app, { outcomes }) => {
  app.get(
    '/api/artworks/:id/ocr-findings',
    {
      preHandler: adminOnly,
      schema: { params: OcrFindingsParamsSchema, response: { 200: ArtworkOcrFindingsSchema } },
    },
    async (request) => outcomes.findingsOf(request.params.id),
  );
};
