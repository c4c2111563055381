import { OrderParamsSchema, OrderSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderService } from './orders.service.js';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    '/api/orders/:id',
    { schema: { params: OrderParamsSchema, response: { 200: OrderSchema } } },
    async (request) => orders.get(request.params.id),
  );
};
