import { adminOnly } from '@shop/platform';
import {
  AdminDownloadGrantSchema,
  GRANT_EXTENSION_DEFAULT_DAYS,
  AdminOrderDetailSchema,
  ExtendGrantBodySchema,
  GrantParamsSchema,
  AdminOrderListSchema,
  ListAdminOrdersQuerySchema,
  OrderParamsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminOrderService } from './admin-orders.service.js';

// `onRequest`, not `preHandler`: the curator check runs before the body is validated, so a
// signed-out caller gets 401 whatever it sent.
export const adminOrderRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrderService }> = async (
  app,
  { adminOrders },
) => {
  app.get(
    '/api/orders',
    {
      onRequest: adminOnly,
      schema: { querystring: ListAdminOrdersQuerySchema, response: { 200: AdminOrderListSchema } },
    },
    async (request, reply) => {
      // Buyers' names and e-mails: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return adminOrders.list(request.query);
    },
  );

  app.get(
    '/api/orders/:id/admin',
    { onRequest: adminOnly, schema: { params: OrderParamsSchema, response: { 200: AdminOrderDetailSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return adminOrders.get(request.params.id);
    },
  );

  app.post(
    '/api/orders/:id/grants/:grantId/extend',
    {
      onRequest: adminOnly,
      schema: { params: GrantParamsSchema, body: ExtendGrantBodySchema, response: { 200: AdminDownloadGrantSchema } },
    },
    async (request) =>
      adminOrders.extendGrant(
        request.params.id,
        request.params.grantId,
        request.body?.days ?? GRANT_EXTENSION_DEFAULT_DAYS,
      ),
  );

  app.post(
    '/api/orders/:id/grants/:grantId/revoke',
    { onRequest: adminOnly, schema: { params: GrantParamsSchema, response: { 200: AdminDownloadGrantSchema } } },
    async (request) => adminOrders.revokeGrant(request.params.id, request.params.grantId),
  );
};
