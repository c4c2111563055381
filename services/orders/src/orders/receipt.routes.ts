import { PUBLIC_RECEIPT_ROUTE, PublicReceiptParamsSchema, PublicReceiptSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderReceiptService } from '../internal/order-receipt.service.js';

/** Issue #14: the success page's printable receipt; public like GET /api/orders/:id (the id is unguessable). */
export const publicReceiptRoutes: FastifyPluginAsyncZod<{ receipts: OrderReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    PUBLIC_RECEIPT_ROUTE,
    { schema: { params: PublicReceiptParamsSchema, response: { 200: PublicReceiptSchema } } },
    async (request) => receipts.getPublic(request.params.id),
  );
};
