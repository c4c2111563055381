import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { PaymentOrderClaimBodySchema, PaymentReceiptBodySchema, VerifiedPaymentSchema } from './payments.js';
import { CapturesQuerySchema, CapturesResponseSchema } from './paypal-webhooks.js';
import * as refunds from '../orders/refunds.js';
import { PaymentVerifyParamsSchema } from './payments.endpoints.js';

const internalEndpoint = endpointOf('payments', 'internal');

/** What orders asks payments (the gateway has no /internal prefix); called with platform's `callEndpoint`. */
export const verifyPayment = internalEndpoint('GET', '/internal/payments/:paypalOrderId', {
  operationId: 'verifyPayment',
  summary: 'What was paid for a PayPal order: status, amounts, lines, payer',
  params: PaymentVerifyParamsSchema,
  responses: {
    200: ok('The verified payment', VerifiedPaymentSchema),
    404: errorAnswer('Unknown PayPal order'),
  },
});

export const listCaptures = internalEndpoint('GET', '/internal/captures', {
  operationId: 'listCaptures',
  summary: 'Captures since a time, for reconciliation (orders looks for any without an order)',
  query: CapturesQuerySchema,
  responses: { 200: ok('The captures', CapturesResponseSchema) },
});

export const refundPayment = internalEndpoint('POST', '/internal/payments/:paypalOrderId/refunds', {
  operationId: 'refundPayment',
  summary: 'Refund part or all of a capture, once per idempotency key',
  params: refunds.RefundPaymentParamsSchema,
  body: refunds.RefundPaymentBodySchema,
  responses: {
    200: ok('The refund', refunds.RefundPaymentResponseSchema),
    404: errorAnswer('Unknown PayPal order'),
    409: errorAnswer('More than was captured'),
    502: errorAnswer('PayPal refused the refund'),
    503: errorAnswer('PayPal cannot be reached: nothing was refunded'),
  },
});

export const claimPaymentForOrder = internalEndpoint('POST', '/internal/payments/:paypalOrderId/order-claim', {
  operationId: 'claimPaymentForOrder',
  summary:
    "Orders' first recording of a paid order: who may record it, the receipt address kept beside the payer (a first-order-only code is judged on both), and the verified payment",
  params: PaymentVerifyParamsSchema,
  body: PaymentOrderClaimBodySchema,
  responses: {
    200: ok(
      'The verified payment; the receipt address is kept when the payment is captured (or held) for the claimed total',
      VerifiedPaymentSchema,
    ),
    403: errorAnswer(
      "`not_this_checkout`: another checkout paid, or the address is not the payer's; `checkout_proof_required`: no cookie and no address",
    ),
    404: errorAnswer('Unknown PayPal order'),
    409: errorAnswer(
      '`promo_code_receipt_not_judged`: the payment took a first-order-only code, which was judged on the e-mail given at checkout and the payer, and this address is neither',
    ),
  },
});

/**
 * Deprecated: what orders of the previous release call after `verifyPayment` (they settled who
 * may record themselves). Served until no such replica runs; this release's orders never call it.
 */
export const recordPaymentReceipt = internalEndpoint('PUT', '/internal/payments/:paypalOrderId/receipt', {
  operationId: 'recordPaymentReceipt',
  summary: 'Deprecated (use claimPaymentForOrder): where the receipt of a paid order goes',
  params: PaymentVerifyParamsSchema,
  body: PaymentReceiptBodySchema,
  responses: {
    204: { description: 'Kept' },
    404: errorAnswer('Unknown PayPal order'),
    409: errorAnswer(
      '`promo_code_receipt_not_judged`: the order took a first-order-only code judged on other addresses',
    ),
  },
});

export const PAYMENTS_INTERNAL_ENDPOINTS = [
  verifyPayment,
  listCaptures,
  refundPayment,
  claimPaymentForOrder,
  recordPaymentReceipt,
] as const;
