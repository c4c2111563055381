import { getOrderPicks, pickArtworks } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../orders/orders.routes.js';
import type { PickService } from './picks.service.js';

/** Public, like GET /api/orders/:id: the unguessable order id is the buyer's key; never cached. */
export const pickRoutes: FastifyPluginAsyncZod<{ picks: PickService }> = async (app, { picks }) => {
  registerEndpoint(app, getOrderPicks, async (request, reply) => {
    const answer = await picks.get(request.params.id);
    void reply.header('cache-control', NO_STORE);
    return answer;
  });
  registerEndpoint(app, pickArtworks, async (request, reply) => {
    const result = await picks.pick(request.params.id, request.body.artworkIds, { requestId: request.id });
    void reply.header('cache-control', NO_STORE);
    return result;
  });
};
