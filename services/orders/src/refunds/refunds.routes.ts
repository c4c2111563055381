import { getRefundNotice, refundOrder } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefundService } from './refunds.service.js';

export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (app, { refunds }) => {
  registerEndpoint(app, refundOrder, async (request) =>
    refunds.refund(request.params.id, request.body, { requestId: request.id }),
  );

  // Service to service only (notifications): the gateway's route table has no /internal prefix.
  registerEndpoint(app, getRefundNotice, async (request) => refunds.notice(request.params.id, request.params.eventId));
};
