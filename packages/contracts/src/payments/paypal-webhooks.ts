import { z } from 'zod';
import { VerifiedPaymentSchema } from './payments.js';

/**
 * PayPal's notifications. PayPal POSTs each event to this public route (through the
 * gateway); payments verifies its signature, records it once by PayPal's event id and turns the
 * ones it handles into `payment-events`.
 */
export const PAYPAL_WEBHOOK_ROUTE = '/api/paypal/webhooks';

/** The events to subscribe to in PayPal's dashboard; any other type is acknowledged and ignored. */
export const PAYPAL_WEBHOOK_EVENT_TYPES = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
] as const;
export type PayPalWebhookEventType = (typeof PAYPAL_WEBHOOK_EVENT_TYPES)[number];

/**
 * Simulator mode (no PayPal): events carry `t=<unix seconds>,v1=<hex>` in this header, where
 * hex = HMAC-SHA256(PAYPAL_WEBHOOK_SECRET, `${t}.${raw body}`). A timestamp more than five
 * minutes away is refused, so a captured request cannot be replayed later.
 */
export const SIMULATOR_WEBHOOK_SIGNATURE_HEADER = 'x-simulator-webhook-signature';
export const SIMULATOR_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The transmission headers PayPal signs with, passed on to its verify-webhook-signature call. */
export const PAYPAL_TRANSMISSION_HEADERS = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const;

/** The envelope of a PayPal webhook event; `resource` is a capture or a refund depending on the type. */
export const PayPalWebhookEventSchema = z.looseObject({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  create_time: z.string().max(64).optional(),
  resource_type: z.string().max(64).optional(),
  summary: z.string().max(1000).optional(),
  resource: z.record(z.string(), z.unknown()).optional(),
});
export type PayPalWebhookEvent = z.infer<typeof PayPalWebhookEventSchema>;

export const PayPalWebhookAckSchema = z.object({
  received: z.literal(true),
  /** True when this event id was received before: nothing was done this time. */
  duplicate: z.boolean(),
  /** False for event types the shop does not act on, and for events about unknown payments. */
  handled: z.boolean(),
});
export type PayPalWebhookAck = z.infer<typeof PayPalWebhookAckSchema>;

/**
 * payments, internal: captures (COMPLETED, pending, or DENIED) recorded or changed since a time, for
 * reconciliation (`listCaptures`). Only completed and pending ones may become orders; a denied one settles a
 * pending order.
 */
export const CapturesQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }),
  /** Captures changed after this are left out (a buyer's POST /api/orders may still be on its way). */
  before: z.iso.datetime({ offset: true }).optional(),
});
export type CapturesQuery = z.infer<typeof CapturesQuerySchema>;
export const CapturesResponseSchema = z.object({ captures: z.array(VerifiedPaymentSchema) });
export type CapturesResponse = z.infer<typeof CapturesResponseSchema>;

/** orders' own queue for its scheduled reconciliation (a BullMQ job scheduler; one run per tick). */
export const ORDERS_RECONCILIATION_QUEUE = 'orders-reconciliation';
export const RECONCILE_CAPTURES_JOB = 'reconcile-captures';
