import { getArtworkOcrFindings } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OcrOutcomeService } from './ocr-outcome.service.js';

export const ocrFindingsRoutes: FastifyPluginAsyncZod<{ outcomes: OcrOutcomeService }> = async (app, { outcomes }) => {
  registerEndpoint(app, getArtworkOcrFindings, async (request) => outcomes.findingsOf(request.params.id));
};
