import { getArtPriceRange, getReferencePrice, saveReferencePrice } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingService } from './pricing.service.js';

export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  registerEndpoint(app, getArtPriceRange, async (_request, reply) => {
    // Follows every price change: a cache must ask again.
    reply.header('cache-control', 'no-cache');
    return pricing.artPriceRange();
  });
  registerEndpoint(app, getReferencePrice, async () => pricing.getReferencePrice());
  registerEndpoint(app, saveReferencePrice, async (request) => pricing.saveReferencePrice(request.body));
};
