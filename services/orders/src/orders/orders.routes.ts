import {
  checkoutSecretOf,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  OrderParamsSchema,
  OrderSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderService } from './orders.service.js';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  // 201 when this request stored the order, 200 with the same body when it already existed:
  // the status says what this request did, the body is what every request for it gets.
  app.post(
    '/api/orders',
    {
      schema: {
        body: CreateOrderBodySchema,
        response: { 200: CreateOrderResponseSchema, 201: CreateOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, order } = await orders.create(request.body, {
        requestId: request.id,
        checkoutSecret: checkoutSecretOf(request.headers.cookie),
      });
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/orders/:id',
    { schema: { params: OrderParamsSchema, response: { 200: OrderSchema } } },
    async (request) => orders.get(request.params.id),
  );
};
