import { getArtworkSales } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtworkSalesRepository } from './artwork-sales.repository.js';

/**
 * Service-to-service: the catalog asks before it deletes an artwork. The gateway has no
 * /internal prefix, so only callers holding the internal token reach it.
 */
export const artworkSalesRoutes: FastifyPluginAsyncZod<{ sales: ArtworkSalesRepository }> = async (app, { sales }) => {
  registerEndpoint(app, getArtworkSales, async (request) => ({ sold: await sales.hasSales(request.params.id) }));
};
