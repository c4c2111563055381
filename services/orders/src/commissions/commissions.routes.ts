import {
  CommissionBriefBodySchema,
  OrderCommissionParamsSchema,
  OrderCommissionsSchema,
  OrderParamsSchema,
  PublicCommissionSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommissionService } from './commissions.service.js';

/** The buyer's routes: public, the unguessable order id is the secret (as for GET /api/orders/:id). */
export const commissionRoutes: FastifyPluginAsyncZod<{ commissions: CommissionService }> = async (
  app,
  { commissions },
) => {
  app.get(
    '/api/orders/:id/commissions',
    { schema: { params: OrderParamsSchema, response: { 200: OrderCommissionsSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { commissions: await commissions.listForOrder(request.params.id) };
    },
  );

  app.put(
    '/api/orders/:id/commissions/:commissionId/brief',
    {
      schema: {
        params: OrderCommissionParamsSchema,
        body: CommissionBriefBodySchema,
        response: { 200: PublicCommissionSchema },
      },
    },
    async (request) => commissions.saveBrief(request.params.id, request.params.commissionId, request.body),
  );
};
