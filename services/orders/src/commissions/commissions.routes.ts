import { getOrderCommissions, saveCommissionBrief } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommissionService } from './commissions.service.js';

/** The buyer's routes: public, the unguessable order id is the secret (as for GET /api/orders/:id). */
export const commissionRoutes: FastifyPluginAsyncZod<{ commissions: CommissionService }> = async (
  app,
  { commissions },
) => {
  registerEndpoint(app, getOrderCommissions, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return { commissions: await commissions.listForOrder(request.params.id) };
  });

  registerEndpoint(app, saveCommissionBrief, async (request) =>
    commissions.saveBrief(request.params.id, request.params.commissionId, request.body),
  );
};
