import { z } from 'zod';
import { moneyStringSchema } from '../shared/money-schema.js';

/**
 * Business events orders publishes after its transaction commits (ARCHITECTURE "Growing the
 * architecture"). The payload names the order only: what a receipt shows (download links are
 * bearer secrets) is read from orders at the time it is sent, never copied onto Redis.
 */
export const ORDER_EVENTS_QUEUE = 'order-events';

/** Event type → BullMQ job name (kebab-case, STYLE "Jobs"). */
export const ORDER_EVENT_JOBS = {
  'order.paid': 'order-paid',
  /** A refund (whole or part, from the dashboard or PayPal) or a charge-back was applied to the order. */
  'order.refunded': 'order-refunded',
  /** The buyer (the /download form) or the curator asked for the order's links again. */
  'links.resent': 'links-resent',
} as const;
export type OrderEventType = keyof typeof ORDER_EVENT_JOBS;
export const ORDER_EVENT_TYPES = Object.keys(ORDER_EVENT_JOBS) as OrderEventType[];

export const OrderEventSchema = z.object({
  /** The outbox row's id: one per event, the idempotency key of whatever reacts to it. */
  eventId: z.uuid(),
  type: z.enum(ORDER_EVENT_TYPES as [OrderEventType, ...OrderEventType[]]),
  orderId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * The jobId is the business key, so a relay that publishes the same outbox row twice (it crashed
 * before marking it) adds nothing. An order is paid once, so `order.paid` is keyed on the order;
 * refunds and resends can happen many times per order, so they are keyed on the event (the outbox
 * row). No ':' allowed.
 */
export function orderEventJobId(event: Pick<OrderEvent, 'type' | 'orderId' | 'eventId'>): string {
  return event.type === 'order.paid'
    ? orderPaidJobId(event.orderId)
    : `${ORDER_EVENT_JOBS[event.type]}-${event.eventId}`;
}

/** The one `order.paid` job an order ever has. */
export function orderPaidJobId(orderId: string): string {
  return `${ORDER_EVENT_JOBS['order.paid']}-${orderId}`;
}

/** orders: GET → OrderReceipt, what the receipt e-mail shows (notifications asks, with the internal token). */
export const ORDER_RECEIPT_ROUTE = '/internal/orders/:id/receipt';
export const orderReceiptPath = (orderId: string) => ORDER_RECEIPT_ROUTE.replace(':id', encodeURIComponent(orderId));
export const OrderReceiptParamsSchema = z.object({ id: z.string().max(100) });

const money = moneyStringSchema();

export const OrderReceiptSchema = z.object({
  /** The order number the success page shows (the order's id). */
  orderId: z.string(),
  customerName: z.string(),
  /** As stored; may be empty or a placeholder on orders paid without one. */
  customerEmail: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  stateCode: z.string().nullable(),
  /** Decimal fraction as stored ("0.0725"); null on orders from before the rate was kept. */
  taxRate: z.string().nullable(),
  subtotal: money,
  /**
   * Issue #13 promo discount, taken off the subtotal before tax; "0.00" without a code. Issue #22:
   * the e-mail shows it too, so its lines add up. Defaults keep an older orders readable.
   */
  discount: money.default('0.00'),
  promoCode: z.string().nullable().default(null),
  tax: money,
  total: money,
  lines: z.array(
    z.object({
      title: z.string(),
      quantity: z.number().int(),
      unitPrice: money,
      lineTotal: money,
    }),
  ),
  /** Live (not revoked) grants, in cart order. */
  downloads: z.array(z.object({ name: z.string(), url: z.string(), expiresAt: z.iso.datetime({ offset: true }) })),
});
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;
