import type { Kysely } from 'kysely';
import type { Database, PaymentRefundRow } from '../db/schema.js';

/** The refunds asked of the provider; `db` may be a transaction. */
export function createRefundRepository(db: Kysely<Database>) {
  return {
    async findByIdempotencyKey(key: string): Promise<PaymentRefundRow | undefined> {
      return db.selectFrom('payment_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    },

    async refundedCents(paymentOrderId: string): Promise<number> {
      const row = await db
        .selectFrom('payment_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), eb.lit(0)).as('cents'))
        .where('payment_order_id', '=', paymentOrderId)
        .executeTakeFirstOrThrow();
      return Number(row.cents);
    },

    async insert(refund: {
      paymentOrderId: string;
      idempotencyKey: string;
      providerRefundId: string;
      amountCents: number;
      status: string;
    }): Promise<PaymentRefundRow> {
      return db
        .insertInto('payment_refunds')
        .values({
          payment_order_id: refund.paymentOrderId,
          idempotency_key: refund.idempotencyKey,
          provider_refund_id: refund.providerRefundId,
          amount_cents: refund.amountCents,
          status: refund.status,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async listForOrder(paymentOrderId: string): Promise<PaymentRefundRow[]> {
      return db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('payment_order_id', '=', paymentOrderId)
        .orderBy('created_at')
        .execute();
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
