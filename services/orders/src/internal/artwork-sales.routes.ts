import { ArtworkSalesParamsSchema, ArtworkSalesSchema, INTERNAL_ROUTES } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtworkSalesRepository } from './artwork-sales.repository.js';

/**
 * Service-to-service: the catalog asks before it deletes an artwork (issue #13). The gateway has no
 * /internal prefix, so only callers holding the internal token reach it.
 */
export const artworkSalesRoutes: FastifyPluginAsyncZod<{ sales: ArtworkSalesRepository }> = async (app, { sales }) => {
  app.get(
    INTERNAL_ROUTES.ordersArtworkSales,
    { schema: { params: ArtworkSalesParamsSchema, response: { 200: ArtworkSalesSchema } } },
    async (request) => ({ sold: await sales.hasSales(request.params.id) }),
  );
};
