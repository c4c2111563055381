import { RefundPaymentBodySchema, RefundPaymentParamsSchema, RefundPaymentResponseSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefundService } from './refunds.service.js';

// Service to service only (issue #14): the gateway's route table has no /internal prefix.
export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (app, { refunds }) => {
  app.post(
    '/internal/payments/:paypalOrderId/refunds',
    {
      schema: {
        params: RefundPaymentParamsSchema,
        body: RefundPaymentBodySchema,
        response: { 200: RefundPaymentResponseSchema },
      },
    },
    async (request) => refunds.refund(request.params.paypalOrderId, request.body),
  );
};
