import { addWord, listWords } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WordService } from './words.service.js';

export const wordRoutes: FastifyPluginAsyncZod<{ words: WordService }> = async (app, { words }) => {
  registerEndpoint(app, listWords, async () => words.list());
  registerEndpoint(app, addWord, async (request) => words.add(request.body.word));
};
