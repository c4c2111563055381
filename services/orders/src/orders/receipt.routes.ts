import { getReceipt } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderReceiptService } from '../internal/order-receipt.service.js';
import { NO_STORE } from './orders.routes.js';

/** The success page's printable receipt; public like GET /api/orders/:id (the id is unguessable). */
export const publicReceiptRoutes: FastifyPluginAsyncZod<{ receipts: OrderReceiptService }> = async (
  app,
  { receipts },
) => {
  registerEndpoint(app, getReceipt, async (request, reply) => {
    const receipt = await receipts.getPublic(request.params.id);
    void reply.header('cache-control', NO_STORE);
    return receipt;
  });
};
