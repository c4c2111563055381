import { adminOnly } from '@shop/platform';
import {
  OrderParamsSchema,
  RefundNoticeParamsSchema,
  RefundNoticeSchema,
  RefundOrderBodySchema,
  RefundResultSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefundService } from './refunds.service.js';

// `onRequest`, not `preHandler`: the curator check runs before the body is validated.
export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (app, { refunds }) => {
  app.post(
    '/api/orders/:id/refunds',
    {
      onRequest: adminOnly,
      schema: { params: OrderParamsSchema, body: RefundOrderBodySchema, response: { 200: RefundResultSchema } },
    },
    async (request) => refunds.refund(request.params.id, request.body, { requestId: request.id }),
  );

  // Service to service only (notifications): the gateway's route table has no /internal prefix.
  app.get(
    '/internal/orders/:id/refund-events/:eventId',
    { schema: { params: RefundNoticeParamsSchema, response: { 200: RefundNoticeSchema } } },
    async (request) => refunds.notice(request.params.id, request.params.eventId),
  );
};
