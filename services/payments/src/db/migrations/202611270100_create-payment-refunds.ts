import { type Kysely, sql } from 'kysely';

// Every refund payments made of a captured order. The idempotency key (from orders)
// makes a retried request refund once; the provider's refund id is unique; the sum per order is
// checked against the capture under the order's row lock.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('payment_order_id', 'uuid', (col) => col.notNull().references('payment_orders.id'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('provider_refund_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_refunds_payment_order_id_idx')
    .on('payment_refunds')
    .column('payment_order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
}
