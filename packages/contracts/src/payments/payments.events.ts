import { z } from 'zod';
import { businessEvent, eventJob, jobsByType, payloadsByType } from '../shared/event.js';

/**
 * Business events payments publishes on BullMQ after its own transaction commits (ARCHITECTURE
 * "Growing the architecture": PayPal webhooks are verified by payments and become events like any
 * other), on queue `payment-events`. Orders consumes them idempotently: it keys what it records on
 * `eventId` and, for refunds, on the provider's `refundId`, so a refund the dashboard made (and
 * orders already applied) that PayPal then reports by webhook changes nothing the second time.
 */
export const PAYMENT_EVENTS_QUEUE = 'payment-events';

const paymentEventPayload = <const T extends string>(type: T) =>
  z.object({
    /** Payments' own id for the event (one per PayPal webhook event id); the consumer's idempotency key. */
    eventId: z.uuid(),
    type: z.literal(type),
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

/** A payment event; its jobId is the event, so a relay that publishes the same row twice adds nothing. */
const paymentEvent = <const T extends string>(event: { type: T; summary: string }) =>
  businessEvent({
    ...event,
    keyedOn: 'eventId',
    queue: PAYMENT_EVENTS_QUEUE,
    publisher: 'payments',
    consumers: ['orders'],
    payload: paymentEventPayload(event.type),
  });

export const paymentCaptureCompleted = paymentEvent({
  type: 'payment.capture-completed',
  summary: 'A capture that was PENDING is now COMPLETED: the order gets its grants and is paid',
});

export const paymentCaptureDenied = paymentEvent({
  type: 'payment.capture-denied',
  summary: 'A PENDING capture was denied: the order never gets grants',
});

export const paymentRefunded = paymentEvent({
  type: 'payment.refunded',
  summary: "Money went back to the buyer (PayPal's PAYMENT.CAPTURE.REFUNDED, or a refund we made)",
});

export const paymentReversed = paymentEvent({
  type: 'payment.reversed',
  summary: 'A charge-back (PAYMENT.CAPTURE.REVERSED): every grant of the order is revoked',
});

export const PAYMENT_EVENTS = [
  paymentCaptureCompleted,
  paymentCaptureDenied,
  paymentRefunded,
  paymentReversed,
] as const;

export const PaymentEventSchema = payloadsByType(PAYMENT_EVENTS);
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;
export type PaymentEventType = PaymentEvent['type'];
export const PAYMENT_EVENT_TYPES: PaymentEventType[] = PAYMENT_EVENTS.map((event) => event.type);

/** Event type → BullMQ job name (kebab-case, STYLE "Jobs"). */
export const PAYMENT_EVENT_JOBS = jobsByType(PAYMENT_EVENTS);

/** The jobId of a payment event, by the rule of its declaration. No ':' allowed. */
export function paymentEventJobId(event: Pick<PaymentEvent, 'type' | 'eventId'>): string {
  return eventJob(PAYMENT_EVENTS, event).jobId;
}
