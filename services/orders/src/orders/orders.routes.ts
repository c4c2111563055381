import { checkoutSecretOf, createOrder, getOrder } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderService } from './orders.service.js';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  // 201 when this request stored the order, 200 with the same body when it already existed:
  // the status says what this request did, the body is what every request for it gets.
  registerEndpoint(app, createOrder, async (request, reply) => {
    const { created, order } = await orders.create(request.body, {
      requestId: request.id,
      checkoutSecret: checkoutSecretOf(request.headers.cookie),
    });
    return reply.code(created ? 201 : 200).send(order);
  });

  registerEndpoint(app, getOrder, async (request) => orders.get(request.params.id));
};
