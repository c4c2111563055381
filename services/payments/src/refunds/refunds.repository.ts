import type { Kysely } from 'kysely';
import type { Database, PaymentOrderRow, PaymentRefundRow } from '../db/schema.js';

/** SQL of refunds; `db` may be a transaction. */
function createRefundQueries(db: Kysely<Database>) {
  return {
    async findByIdempotencyKey(key: string): Promise<PaymentRefundRow | undefined> {
      return db.selectFrom('payment_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    },

    /** The payment order, locked until the transaction ends: refunds of one order queue here. */
    async lockPaymentOrder(providerOrderId: string): Promise<PaymentOrderRow | undefined> {
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider_order_id', '=', providerOrderId)
        .forNoKeyUpdate()
        .executeTakeFirst();
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

export type RefundQueries = ReturnType<typeof createRefundQueries>;

export function createRefundRepository(db: Kysely<Database>) {
  return {
    ...createRefundQueries(db),
    async inTransaction<T>(work: (refunds: RefundQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(createRefundQueries(trx)));
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
