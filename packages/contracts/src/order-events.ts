import { z } from 'zod';
import { moneyStringSchema } from './money-schema.js';

/**
 * Business events orders publishes after its transaction commits (ARCHITECTURE "Growing the
 * architecture"). The payload names the order only: what a receipt shows (download links are
 * bearer secrets) is read from orders at the time it is sent, never copied onto Redis.
 */
export const ORDER_EVENTS_QUEUE = 'order-events';

/** Event type → BullMQ job name (kebab-case, STYLE "Jobs"). Refunds and resent links come next (#14). */
export const ORDER_EVENT_JOBS = { 'order.paid': 'order-paid' } as const;
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
 * The jobId is the business key: one job per order and event type, so a relay that publishes the
 * same outbox row twice (it crashed before marking it) adds nothing. No ':' allowed.
 */
export function orderEventJobId(type: OrderEventType, orderId: string): string {
  return `${ORDER_EVENT_JOBS[type]}-${orderId}`;
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
