import type { PaymentEvent } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database, PaymentOutboxRow } from '../db/schema.js';

export type NewPaymentEvent = Omit<PaymentEvent, 'eventId' | 'occurredAt'>;

/** Records an event in the caller's transaction, so it exists exactly when the change it announces committed. */
export async function recordPaymentEvent(trx: Kysely<Database>, event: NewPaymentEvent): Promise<void> {
  await trx
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
}

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
