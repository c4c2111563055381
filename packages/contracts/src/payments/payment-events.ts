import { z } from 'zod';

/**
 * Business events payments publishes on BullMQ after its own transaction commits (ARCHITECTURE
 * "Growing the architecture": PayPal webhooks are verified by payments and become events like any
 * other). Orders consumes them idempotently: it keys what it records on `eventId` and, for
 * refunds, on the provider's `refundId`, so a refund the dashboard made (and orders already
 * applied) that PayPal then reports by webhook changes nothing the second time.
 */
export const PAYMENT_EVENTS_QUEUE = 'payment-events';

/** Event type → BullMQ job name (kebab-case, STYLE "Jobs"). */
export const PAYMENT_EVENT_JOBS = {
  /** A capture that was PENDING is now COMPLETED: the order gets its grants and is paid. */
  'payment.capture-completed': 'payment-capture-completed',
  /** A PENDING capture was denied: the order never gets grants. */
  'payment.capture-denied': 'payment-capture-denied',
  /** Money went back to the buyer (PayPal's PAYMENT.CAPTURE.REFUNDED, or a refund we made). */
  'payment.refunded': 'payment-refunded',
  /** A charge-back (PAYMENT.CAPTURE.REVERSED): every grant of the order is revoked. */
  'payment.reversed': 'payment-reversed',
} as const;
export type PaymentEventType = keyof typeof PAYMENT_EVENT_JOBS;
export const PAYMENT_EVENT_TYPES = Object.keys(PAYMENT_EVENT_JOBS) as PaymentEventType[];

export const PaymentEventSchema = z.object({
  /** Payments' own id for the event (one per PayPal webhook event id); the consumer's idempotency key. */
  eventId: z.uuid(),
  type: z.enum(PAYMENT_EVENT_TYPES as [PaymentEventType, ...PaymentEventType[]]),
  /** The PayPal order id (or the simulator's): orders finds its order by it. */
  paypalOrderId: z.string().min(1).max(64),
  captureId: z.string().min(1).max(64).nullable(),
  /** For refunds and reversals: the provider's refund (or reversal) id, unique per refund. */
  refundId: z.string().min(1).max(64).nullable(),
  /** For refunds and reversals: the amount that went back, in cents; null for the others. */
  amountCents: z.number().int().min(0).nullable(),
  /** Where payments learned it: a verified PayPal webhook, or reconciliation asking PayPal. */
  source: z.enum(['webhook', 'reconciliation', 'dashboard']),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

/** The jobId is the event: a relay that publishes the same row twice adds nothing. No ':' allowed. */
export function paymentEventJobId(event: Pick<PaymentEvent, 'type' | 'eventId'>): string {
  return `${PAYMENT_EVENT_JOBS[event.type]}-${event.eventId}`;
}
