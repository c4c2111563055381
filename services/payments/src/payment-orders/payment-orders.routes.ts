import {
  capturePaymentOrder,
  checkoutSecretOf,
  checkoutSetCookies,
  createPaymentOrder,
  listCaptures,
  PAYPAL_REQUEST_ID_HEADER,
  PayPalRequestIdSchema,
  quoteCart,
  claimPaymentForOrder,
  recordPaymentReceipt,
  verifyPayment,
} from '@shop/contracts';
import { BadRequest, registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  /** The checkout cookie is `Secure` where the shop is served over HTTPS. */
  isCookieSecure: boolean;
}

export const paymentOrderRoutes: FastifyPluginAsyncZod<PaymentOrderRoutesOptions> = async (
  app,
  { paymentOrders, isCookieSecure },
) => {
  registerEndpoint(app, createPaymentOrder, async (request, reply) => {
    const created = await paymentOrders.createOrder(request.body, {
      requestId: request.id,
      idempotencyKey: idempotencyKey(request.headers[PAYPAL_REQUEST_ID_HEADER]),
      checkoutSecret: checkoutSecretOf(request.headers.cookie),
    });
    void reply.header('set-cookie', checkoutSetCookies(created.checkoutSecret, { secure: isCookieSecure }));
    return created.order;
  });

  // The checkout's price before paying, with or without a promo code; creates nothing.
  registerEndpoint(app, quoteCart, async (request) => paymentOrders.quote(request.body, { requestId: request.id }));

  registerEndpoint(app, capturePaymentOrder, async (request) =>
    paymentOrders.capture(request.params.orderID, { checkoutSecret: checkoutSecretOf(request.headers.cookie) }),
  );

  // Service to service only: the gateway's route table has no /internal prefix.
  registerEndpoint(app, verifyPayment, async (request) => paymentOrders.verify(request.params.paypalOrderId));

  // Deprecated, for orders replicas of the previous release during a rolling deploy.
  registerEndpoint(app, recordPaymentReceipt, async (request, reply) => {
    await paymentOrders.recordReceipt(request.params.paypalOrderId, request.body.email);
    return reply.code(204).send();
  });

  // Orders' first recording of a paid order: who may record it, its receipt address, the payment.
  registerEndpoint(app, claimPaymentForOrder, async (request) =>
    paymentOrders.claimForOrder(request.params.paypalOrderId, request.body),
  );

  // Reconciliation (orders asks): captures since a time, to find any without an order.
  registerEndpoint(app, listCaptures, async (request) => ({
    captures: await paymentOrders.listCaptures(
      new Date(request.query.since),
      request.query.before === undefined ? undefined : new Date(request.query.before),
    ),
  }));
};
