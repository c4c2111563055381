import {
  CaptureParamsSchema,
  checkoutSecretOf,
  checkoutSetCookies,
  CaptureResponseSchema,
  CapturesQuerySchema,
  CapturesResponseSchema,
  PAYMENTS_CAPTURES_ROUTE,
  CreatePaymentOrderBodySchema,
  CreatePaymentOrderResponseSchema,
  PAYPAL_REQUEST_ID_HEADER,
  PayPalRequestIdSchema,
  QuoteBodySchema,
  QuoteSchema,
  VerifiedPaymentSchema,
} from '@shop/contracts';
import { BadRequest } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentOrderService } from './payment-orders.service.js';

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = PayPalRequestIdSchema.safeParse(header);
  if (!parsed.success)
    throw new BadRequest(`Invalid ${PAYPAL_REQUEST_ID_HEADER} header: expected 1-108 letters, digits or ._:-`);
  return parsed.data;
}

export interface PaymentOrderRoutesOptions {
  paymentOrders: PaymentOrderService;
  /** Issue #22: the checkout cookie is `Secure` where the shop is served over HTTPS. */
  isCookieSecure: boolean;
}

export const paymentOrderRoutes: FastifyPluginAsyncZod<PaymentOrderRoutesOptions> = async (
  app,
  { paymentOrders, isCookieSecure },
) => {
  app.post(
    '/paypal/order',
    { schema: { body: CreatePaymentOrderBodySchema, response: { 200: CreatePaymentOrderResponseSchema } } },
    async (request, reply) => {
      const created = await paymentOrders.createOrder(request.body, {
        requestId: request.id,
        idempotencyKey: idempotencyKey(request.headers[PAYPAL_REQUEST_ID_HEADER]),
        checkoutSecret: checkoutSecretOf(request.headers.cookie),
      });
      void reply.header('set-cookie', checkoutSetCookies(created.checkoutSecret, { secure: isCookieSecure }));
      return created.order;
    },
  );

  // Issue #13: the checkout's price before paying, with or without a promo code; creates nothing.
  app.post(
    '/api/paypal/quote',
    { schema: { body: QuoteBodySchema, response: { 200: QuoteSchema } } },
    async (request) => paymentOrders.quote(request.body, { requestId: request.id }),
  );

  app.post(
    '/paypal/order/:orderID/capture',
    { schema: { params: CaptureParamsSchema, response: { 200: CaptureResponseSchema } } },
    async (request) =>
      paymentOrders.capture(request.params.orderID, { checkoutSecret: checkoutSecretOf(request.headers.cookie) }),
  );

  // Service to service only: the gateway's route table has no /internal prefix.
  app.get(
    '/internal/payments/:paypalOrderId',
    {
      schema: {
        params: z.object({ paypalOrderId: z.string().min(1).max(64) }),
        response: { 200: VerifiedPaymentSchema },
      },
    },
    async (request) => paymentOrders.verify(request.params.paypalOrderId),
  );

  // Issue #14 reconciliation (orders asks): captures since a time, to find any without an order.
  app.get(
    PAYMENTS_CAPTURES_ROUTE,
    { schema: { querystring: CapturesQuerySchema, response: { 200: CapturesResponseSchema } } },
    async (request) => ({
      captures: await paymentOrders.listCaptures(
        new Date(request.query.since),
        request.query.before === undefined ? undefined : new Date(request.query.before),
      ),
    }),
  );
};
