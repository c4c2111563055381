import { checkoutSecretOf, createOrder, getOrder } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderService } from './orders.service.js';

/** What every buyer's answer carrying download links (or the order behind them) is sent with. */
export const NO_STORE = 'private, no-store';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  // 201 when this request stored the order, 200 with the same body when it already existed:
  // the status says what this request did, the body is what every request for it gets.
  // An answer with live download links is kept by no cache, shared or the browser's.
  registerEndpoint(app, createOrder, async (request, reply) => {
    const { created, order } = await orders.create(request.body, {
      requestId: request.id,
      checkoutSecret: checkoutSecretOf(request.headers.cookie),
    });
    return reply
      .code(created ? 201 : 200)
      .header('cache-control', NO_STORE)
      .send(order);
  });

  registerEndpoint(app, getOrder, async (request, reply) => {
    const order = await orders.get(request.params.id);
    void reply.header('cache-control', NO_STORE);
    return order;
  });
};
