import { refundPayment } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefundService } from './refunds.service.js';

// Service to service only: the gateway's route table has no /internal prefix.
export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (app, { refunds }) => {
  registerEndpoint(app, refundPayment, async (request) => refunds.refund(request.params.paypalOrderId, request.body));
};
