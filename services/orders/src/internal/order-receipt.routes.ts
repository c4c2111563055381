import { getOrderReceiptForMail } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
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
  registerEndpoint(app, getOrderReceiptForMail, async (request) => receipts.get(request.params.id));
};
