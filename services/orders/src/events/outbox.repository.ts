import type { OrderEvent, OrderEventType } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, OrderOutboxRow } from '../db/schema.js';

/**
 * Records an event in the caller's transaction, so it exists exactly when the change it announces
 * committed; returns its id (the event id), or undefined when the order's `order.paid` exists.
 */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  type: OrderEventType,
  orderId: string,
): Promise<string | undefined> {
  // Only `order.paid` is once per order (a partial unique index); refunds and resends
  // are one row per event.
  const insert = trx.insertInto('order_outbox').values({ type, order_id: orderId });
  const row = await (
    type === 'order.paid'
      ? insert.onConflict((oc) => oc.column('order_id').where(sql.ref('type'), '=', sql.lit('order.paid')).doNothing())
      : insert
  )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The event as published: the row's id is its eventId, the consumer's idempotency key. */
export function toOrderEvent(row: OrderOutboxRow): OrderEvent {
  return { eventId: row.id, type: row.type, orderId: row.order_id, occurredAt: row.created_at.toISOString() };
}
