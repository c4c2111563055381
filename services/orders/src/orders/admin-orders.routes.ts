import {
  extendGrant,
  getAdminOrder,
  GRANT_EXTENSION_DEFAULT_DAYS,
  listAdminOrders,
  revokeGrant,
} from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminOrderService } from './admin-orders.service.js';

// Curator endpoints: registerEndpoint checks the session on request, before the body is
// validated, so a signed-out caller gets 401 whatever it sent.
export const adminOrderRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrderService }> = async (
  app,
  { adminOrders },
) => {
  registerEndpoint(app, listAdminOrders, async (request, reply) => {
    // Buyers' names and e-mails: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return adminOrders.list(request.query);
  });

  registerEndpoint(app, getAdminOrder, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return adminOrders.get(request.params.id);
  });

  registerEndpoint(app, extendGrant, async (request) =>
    adminOrders.extendGrant(
      request.params.id,
      request.params.grantId,
      request.body?.days ?? GRANT_EXTENSION_DEFAULT_DAYS,
    ),
  );

  registerEndpoint(app, revokeGrant, async (request) =>
    adminOrders.revokeGrant(request.params.id, request.params.grantId),
  );
};
