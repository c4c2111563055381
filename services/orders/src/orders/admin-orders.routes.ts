import {
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  ListAdminOrdersQuerySchema,
  OrderParamsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../http/admin-only.js';
import type { AdminOrderService } from './admin-orders.service.js';

export const adminOrderRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrderService }> = async (
  app,
  { adminOrders },
) => {
  app.get(
    '/api/orders',
    {
      preHandler: adminOnly,
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
    { preHandler: adminOnly, schema: { params: OrderParamsSchema, response: { 200: AdminOrderDetailSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return adminOrders.get(request.params.id);
    },
  );
};
