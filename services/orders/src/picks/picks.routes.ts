import { OrderParamsSchema, OrderPicksSchema, PickBodySchema, PickResultSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PickService } from './picks.service.js';

/** Public, like GET /api/orders/:id: the unguessable order id is the buyer's key. */
export const pickRoutes: FastifyPluginAsyncZod<{ picks: PickService }> = async (app, { picks }) => {
  app.get(
    '/api/orders/:id/picks',
    { schema: { params: OrderParamsSchema, response: { 200: OrderPicksSchema } } },
    async (request) => picks.get(request.params.id),
  );

  app.post(
    '/api/orders/:id/picks',
    { schema: { params: OrderParamsSchema, body: PickBodySchema, response: { 200: PickResultSchema } } },
    async (request) => picks.pick(request.params.id, request.body.artworkIds, { requestId: request.id }),
  );
};
