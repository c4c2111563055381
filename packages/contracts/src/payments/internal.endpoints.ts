import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { PaymentReceiptBodySchema, VerifiedPaymentSchema } from './payments.js';
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

export const recordPaymentReceipt = internalEndpoint('PUT', '/internal/payments/:paypalOrderId/receipt', {
  operationId: 'recordPaymentReceipt',
  summary:
    'Where the receipt of a paid order goes, as orders records it: a first-order-only code is judged on the receipt addresses of earlier orders as well as their payers',
  params: PaymentVerifyParamsSchema,
  body: PaymentReceiptBodySchema,
  responses: {
    204: { description: 'Kept' },
    404: errorAnswer('Unknown PayPal order'),
    409: errorAnswer(
      '`promo_code_receipt_not_judged`: the payment took a first-order-only code, which was judged on the e-mail given at checkout and the payer, and this address is neither',
    ),
  },
});

export const PAYMENTS_INTERNAL_ENDPOINTS = [verifyPayment, listCaptures, refundPayment, recordPaymentReceipt] as const;
