import { ORDER_RECEIPT_ROUTE, OrderReceiptParamsSchema, OrderReceiptSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderReceiptService } from './order-receipt.service.js';

/**
 * Service-to-service: the notifications service reads what a receipt shows. The gateway has no
 * /internal prefix, so only callers holding the internal token reach it.
 */
export const orderReceiptRoutes: FastifyPluginAsyncZod<{ receipts: OrderReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    ORDER_RECEIPT_ROUTE,
    { schema: { params: OrderReceiptParamsSchema, response: { 200: OrderReceiptSchema } } },
    async (request) => receipts.get(request.params.id),
  );
};
