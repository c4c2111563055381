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
  // Issue #14: only `order.paid` is once per order (a partial unique index); refunds and resends
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

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /**
     * Hands up to `limit` pending events, oldest first, to `publish` inside one transaction that
     * locks them: a second relay (another orders process) skips locked rows instead of publishing
     * them too. Rows `publish` accepts are marked published; the first refusal stops the batch
     * and is kept on the row, which stays pending for the next round.
     */
    async publishPending(
      limit: number,
      publish: (row: OrderOutboxRow) => Promise<void>,
    ): Promise<{ published: number; error?: unknown }> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('order_outbox')
          .selectAll()
          .where('published_at', 'is', null)
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        let published = 0;
        for (const row of rows) {
          try {
            await publish(row);
          } catch (error) {
            await trx
              .updateTable('order_outbox')
              .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error).slice(0, 500) }))
              .where('id', '=', row.id)
              .execute();
            return { published, error };
          }
          await trx
            .updateTable('order_outbox')
            .set((eb) => ({ published_at: sql<Date>`now()`, attempts: eb('attempts', '+', 1), last_error: null }))
            .where('id', '=', row.id)
            .execute();
          published += 1;
        }
        return { published };
      });
    },

    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('order_outbox')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('published_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
