import type { PaymentEvent } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database, PaymentOutboxRow } from '../db/schema.js';

export type NewPaymentEvent = Omit<PaymentEvent, 'eventId' | 'occurredAt'>;

/** Writes events to `payment_outbox`; platform's outbox store relays them. */
export function createPaymentEventRepository(db: Kysely<Database>) {
  return {
    /** Run in the transaction of the change it announces, so the event exists exactly when that committed. */
    async record(event: NewPaymentEvent): Promise<void> {
      await db
        .insertInto('payment_outbox')
        .values({
          type: event.type,
          paypal_order_id: event.paypalOrderId,
          capture_id: event.captureId,
          refund_id: event.refundId,
          amount_cents: event.amountCents,
          source: event.source,
        })
        .execute();
    },
  };
}

export type PaymentEventRepository = ReturnType<typeof createPaymentEventRepository>;

/** The event as published: the row's id is its eventId, the consumer's idempotency key. */
export function toPaymentEvent(row: PaymentOutboxRow): PaymentEvent {
  return {
    eventId: row.id,
    type: row.type,
    paypalOrderId: row.paypal_order_id,
    captureId: row.capture_id,
    refundId: row.refund_id,
    amountCents: row.amount_cents,
    source: row.source,
    occurredAt: row.created_at.toISOString(),
  };
}
