import { getShopTimeZone, saveShopTimeZone } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopTimeZoneService } from './shop-time-zone.service.js';

export const shopTimeZoneRoutes: FastifyPluginAsyncZod<{ timeZone: ShopTimeZoneService }> = async (
  app,
  { timeZone },
) => {
  registerEndpoint(app, getShopTimeZone, async (_request, reply) => {
    // Changes when the artist saves: a cache must ask again.
    reply.header('cache-control', 'no-cache');
    return timeZone.get();
  });
  registerEndpoint(app, saveShopTimeZone, async (request) => timeZone.save(request.body));
};
