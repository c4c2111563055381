import { z } from 'zod';
import { businessEvent, eventJob, jobsByType, payloadsByType } from '../shared/event.js';

/**
 * Business events orders publishes after its transaction commits (ARCHITECTURE "Growing the
 * architecture"), on queue `order-events`, for notifications to mail. The payload names the order
 * only: what a receipt shows (download links are bearer secrets) is read from orders at the time
 * it is sent, never copied onto Redis.
 */
export const ORDER_EVENTS_QUEUE = 'order-events';

const orderEventPayload = <const T extends string>(type: T) =>
  z.object({
    /** The outbox row's id: one per event, the idempotency key of whatever reacts to it. */
    eventId: z.uuid(),
    type: z.literal(type),
    orderId: z.uuid(),
    occurredAt: z.iso.datetime({ offset: true }),
  });

/**
 * An order event. Its jobId is the business key, so a relay that publishes the same outbox row
 * twice (it crashed before marking it) adds nothing: an order is paid once, so `order.paid` is keyed
 * on the order; refunds and resends can happen many times per order, so they are keyed on the
 * event (the outbox row).
 */
const orderEvent = <const T extends string, const K extends 'orderId' | 'eventId'>(event: {
  type: T;
  summary: string;
  keyedOn: K;
}) =>
  businessEvent({
    ...event,
    queue: ORDER_EVENTS_QUEUE,
    publisher: 'orders',
    consumers: ['notifications'],
    payload: orderEventPayload(event.type),
  });

export const orderPaid = orderEvent({
  type: 'order.paid',
  summary: 'The order is paid and its download links are granted: the receipt is mailed',
  keyedOn: 'orderId',
});

export const orderRefunded = orderEvent({
  type: 'order.refunded',
  summary: 'A refund (whole or part, from the dashboard or PayPal) or a charge-back was applied to the order',
  keyedOn: 'eventId',
});

export const linksResent = orderEvent({
  type: 'links.resent',
  summary: "The buyer (the /download form) or the curator asked for the order's links again",
  keyedOn: 'eventId',
});

export const picksMade = orderEvent({
  type: 'picks.made',
  summary: "The buyer picked works for the order's packs, so the links of what they picked are mailed",
  keyedOn: 'eventId',
});

export const ORDER_EVENTS = [orderPaid, orderRefunded, linksResent, picksMade] as const;

export const OrderEventSchema = payloadsByType(ORDER_EVENTS);
export type OrderEvent = z.infer<typeof OrderEventSchema>;
export type OrderEventType = OrderEvent['type'];
export const ORDER_EVENT_TYPES: OrderEventType[] = ORDER_EVENTS.map((event) => event.type);

/** Event type → BullMQ job name (kebab-case, STYLE "Jobs"). */
export const ORDER_EVENT_JOBS = jobsByType(ORDER_EVENTS);

/** The jobId of an order event, by the rule of its declaration. No ':' allowed. */
export function orderEventJobId(event: Pick<OrderEvent, 'type' | 'orderId' | 'eventId'>): string {
  return eventJob(ORDER_EVENTS, event).jobId;
}

/** The one `order.paid` job an order ever has. */
export function orderPaidJobId(orderId: string): string {
  return orderPaid.jobId({ orderId });
}
