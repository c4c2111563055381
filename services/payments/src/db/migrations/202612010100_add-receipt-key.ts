import { type Kysely, sql } from 'kysely';

/**
 * A first-order-only code (LAUNCH30) is judged on the receipt address as well as on the
 * payer. `receipt_key` is the buyer key (promo-codes/buyer-email.ts) of the address orders recorded
 * the order's receipt for (PUT /internal/payments/:id/receipt); null until then, and on orders
 * recorded before this column, whose receipt only orders knows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('receipt_key', 'text').execute();
  await sql`create index payment_orders_paid_receipt_key on payment_orders (receipt_key)
    where status in ('COMPLETED', 'CAPTURE_PENDING')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payment_orders_paid_receipt_key`.execute(db);
  await db.schema.alterTable('payment_orders').dropColumn('receipt_key').execute();
}
