import { adminOnly } from '@shop/platform';
import { AddWordBodySchema, AddWordResultSchema, WordListSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WordService } from './words.service.js';

export const wordRoutes: FastifyPluginAsyncZod<{ words: WordService }> = async (app, { words }) => {
  app.get('/api/words', { preHandler: adminOnly, schema: { response: { 200: WordListSchema } } }, async () =>
    words.list(),
  );

  app.post(
    '/api/words',
    { preHandler: adminOnly, schema: { body: AddWordBodySchema, response: { 200: AddWordResultSchema } } },
    async (request) => words.add(request.body.word),
  );
};
