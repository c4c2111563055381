import type { PaymentEvent } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
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

/** The payments outbox, as orders keeps its own (services/orders/src/events/outbox.repository.ts); the relay loop is shared. */
export function createPaymentOutboxRepository(db: Kysely<Database>) {
  return {
    /**
     * Hands up to `limit` pending events, oldest first, to `publish` inside one transaction that
     * locks them (another payments process skips locked rows). Accepted rows are marked published;
     * the first refusal stops the batch and stays on its row for the next round.
     */
    async publishPending(
      limit: number,
      publish: (row: PaymentOutboxRow) => Promise<void>,
    ): Promise<{ published: number; error?: unknown }> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('payment_outbox')
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
              .updateTable('payment_outbox')
              .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error).slice(0, 500) }))
              .where('id', '=', row.id)
              .execute();
            return { published, error };
          }
          await trx
            .updateTable('payment_outbox')
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
        .selectFrom('payment_outbox')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('published_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type PaymentOutboxRepository = ReturnType<typeof createPaymentOutboxRepository>;
