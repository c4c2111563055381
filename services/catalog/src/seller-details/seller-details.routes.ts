import { getSellerDetails, saveSellerDetails } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerDetailsService } from './seller-details.service.js';

export const sellerDetailsRoutes: FastifyPluginAsyncZod<{ seller: SellerDetailsService }> = async (app, { seller }) => {
  registerEndpoint(app, getSellerDetails, async (_request, reply) => {
    // Changes when the artist saves: a cache must ask again.
    reply.header('cache-control', 'no-cache');
    return seller.get();
  });
  registerEndpoint(app, saveSellerDetails, async (request) => seller.save(request.body));
};
