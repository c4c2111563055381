import { z } from 'zod';
import { endpointOf, errorAnswer, ErrorAnswerSchema, ok } from '../shared/endpoint.js';
import { ENDPOINT_HEADS } from '../shared/paths.js';
import { MoneyStringSchema } from '../catalog/artwork.js';
import * as payments from './payments.js';
import { PAYPAL_WEBHOOK_ROUTE, PayPalWebhookAckSchema, PayPalWebhookEventSchema } from './paypal-webhooks.js';
import * as promoCodes from './promo-codes.js';

const publicEndpoint = endpointOf('payments', 'public');
const checkoutEndpoint = endpointOf('payments', 'checkout');
const curatorEndpoint = endpointOf('payments', 'curator');

/** A changed price names the server's subtotal so the cart can show it. */
const AmountMismatchSchema = ErrorAnswerSchema.extend({ subtotal: MoneyStringSchema.optional() });

export const getPaymentConfig = publicEndpoint(
  ENDPOINT_HEADS.getPaymentConfig.method,
  ENDPOINT_HEADS.getPaymentConfig.path,
  {
    operationId: 'getPaymentConfig',
    summary: 'Which payment provider runs',
    responses: { 200: ok('Payment configuration', payments.PaymentConfigSchema) },
  },
);

export const createPaymentOrder = publicEndpoint('POST', '/paypal/order', {
  operationId: 'createPaymentOrder',
  summary: 'Price a cart on the server and create the payment order',
  body: payments.CreatePaymentOrderBodySchema,
  responses: {
    200: {
      description:
        "Created; sets the HttpOnly, SameSite=Strict `shop_checkout` cookie (paths /paypal/order and /api/orders) that capture and order recording need to answer the payer and the links. The secret is always the server's: the browser's earlier one is kept, a value the server never gave out is replaced by a new one",
      schema: payments.CreatePaymentOrderResponseSchema,
    },
    400: errorAnswer(
      'Bad cart or unknown state; `artwork_quantity` when an artwork has a quantity above 1 or is named twice (an artwork is one licence, packages keep a quantity); a promo code that is unknown, inactive, not started, needs the payer e-mail or covers the whole order; `withdrawal_consent_required` when a buyer in the EU did not agree to immediate delivery (`withdrawalConsent: true`)',
    ),
    409: errorAnswer(
      "The client's amount differs from the server's subtotal (named in `subtotal`); a promo code used up or already used by this buyer",
      AmountMismatchSchema,
    ),
    410: errorAnswer('The promo code expired'),
  },
});

export const quoteCart = publicEndpoint('POST', '/api/paypal/quote', {
  operationId: 'quoteCart',
  summary: 'Price a cart with an optional promo code before paying (creates nothing)',
  body: promoCodes.QuoteBodySchema,
  responses: {
    200: ok('The price: subtotal − discount + tax = total', promoCodes.QuoteSchema),
    400: errorAnswer('Bad cart or state; a promo code that is unknown, inactive, not started or needs the e-mail'),
    409: errorAnswer('The promo code is used up or already used by this buyer'),
    410: errorAnswer('The promo code expired'),
  },
});

export const capturePaymentOrder = checkoutEndpoint('POST', '/paypal/order/:orderID/capture', {
  operationId: 'capturePaymentOrder',
  summary: 'Capture an approved payment order',
  params: payments.CaptureParamsSchema,
  responses: {
    200: {
      description:
        'Captured; the payer (e-mail and name) only with the `shop_checkout` cookie of the checkout that created the order, also on a replay; null fields to anyone else, including a caller without it whose call captures',
      schema: payments.CaptureResponseSchema,
    },
    404: errorAnswer('Unknown order'),
    422: errorAnswer('Declined'),
  },
});

export const receivePayPalWebhook = publicEndpoint('POST', PAYPAL_WEBHOOK_ROUTE, {
  operationId: 'receivePayPalWebhook',
  summary:
    "PayPal's notifications (capture completed, pending, denied, refunded, reversed), verified by signature and handled once per event id",
  body: PayPalWebhookEventSchema,
  responses: {
    200: ok('Acknowledged (also a repeat, or a type the shop ignores)', PayPalWebhookAckSchema),
    400: errorAnswer('Bad signature or not an event: nothing is stored'),
  },
});

export const listPromoCodes = curatorEndpoint('GET', '/api/promo-codes', {
  operationId: 'listPromoCodes',
  summary: 'Promo codes with their uses, reservations and discounts given',
  responses: { 200: ok('Every code', promoCodes.PromoCodeListSchema), 401: errorAnswer('No session') },
});

export const createPromoCode = curatorEndpoint('POST', '/api/promo-codes', {
  operationId: 'createPromoCode',
  summary: 'Create a promo code (percent or fixed, dates, usage limit, once per buyer)',
  body: promoCodes.CreatePromoCodeBodySchema,
  responses: {
    201: ok('Created', promoCodes.PromoCodeSchema),
    400: errorAnswer('Bad code, value, dates or limit'),
    401: errorAnswer('No session'),
    409: errorAnswer('The code exists already'),
  },
});

export const updatePromoCode = curatorEndpoint('PATCH', '/api/promo-codes/:id', {
  operationId: 'updatePromoCode',
  summary: 'Change or deactivate a promo code',
  params: promoCodes.PromoCodeParamsSchema,
  body: promoCodes.UpdatePromoCodeBodySchema,
  responses: {
    200: ok('The code', promoCodes.PromoCodeSchema),
    400: errorAnswer('Bad value, dates or limit'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown code'),
  },
});

export const deletePromoCode = curatorEndpoint('DELETE', '/api/promo-codes/:id', {
  operationId: 'deletePromoCode',
  summary: 'Delete a promo code no order ever took (LAUNCH30 and used codes can only be deactivated)',
  params: promoCodes.PromoCodeParamsSchema,
  responses: {
    204: { description: 'Deleted' },
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown code'),
    409: errorAnswer('An order took the code, or it is LAUNCH30: deactivate it instead'),
  },
});

export const PaymentVerifyParamsSchema = z.object({ paypalOrderId: z.string().min(1).max(64) });

export const PAYMENT_ENDPOINTS = [
  getPaymentConfig,
  createPaymentOrder,
  quoteCart,
  capturePaymentOrder,
  receivePayPalWebhook,
  listPromoCodes,
  createPromoCode,
  updatePromoCode,
  deletePromoCode,
] as const;
