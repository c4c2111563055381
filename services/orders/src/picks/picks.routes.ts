import { getOrderPicks, pickArtworks } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PickService } from './picks.service.js';

/** Public, like GET /api/orders/:id: the unguessable order id is the buyer's key. */
export const pickRoutes: FastifyPluginAsyncZod<{ picks: PickService }> = async (app, { picks }) => {
  registerEndpoint(app, getOrderPicks, async (request) => picks.get(request.params.id));
  registerEndpoint(app, pickArtworks, async (request) =>
    picks.pick(request.params.id, request.body.artworkIds, { requestId: request.id }),
  );
};
