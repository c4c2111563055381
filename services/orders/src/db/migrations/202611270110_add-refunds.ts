import { type Kysely, sql } from 'kysely';

// Refunds. One row per refund (the dashboard's, the API's, PayPal's own, a charge-back),
// unique by the provider's refund id and by the payment event that reported it; the refunded lines
// point at their refund. The outbox now carries `order.refunded` (many per order) and
// `links.resent`; only `order.paid` stays once per order.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider_refund_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    // What the amount was made of, so sales can subtract it: list price, promo share, tax.
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('discount_cents', 'integer', (col) => col.notNull())
    .addColumn('tax_cents', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('dashboard', 'api', 'paypal', 'chargeback')`),
    )
    .addColumn('requested_by', 'text', (col) => col.notNull())
    // The payment-events event that reported it (PayPal's side), unique: a redelivery changes nothing.
    .addColumn('payment_event_id', 'uuid', (col) => col.unique())
    // The order.refunded outbox row that announced it (what the e-mail is about).
    .addColumn('event_id', 'uuid')
    // The download grants it closed, [{id, name}], for the e-mail and the dashboard.
    .addColumn('revoked_grants', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refunds_order_id_idx').on('refunds').column('order_id').execute();

  await db.schema
    .alterTable('order_lines')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refund_id', 'uuid', (col) => col.references('refunds.id'))
    .execute();

  await sql`alter table order_outbox drop constraint if exists order_outbox_type_check`.execute(db);
  await sql`alter table order_outbox add constraint order_outbox_type_check
    check (type in ('order.paid', 'order.refunded', 'links.resent'))`.execute(db);
  await sql`alter table order_outbox drop constraint if exists order_outbox_type_order_id_key`.execute(db);
  await sql`create unique index if not exists order_outbox_paid_once on order_outbox (order_id)
    where type = 'order.paid'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists order_outbox_paid_once`.execute(db);
  await sql`delete from order_outbox where type <> 'order.paid'`.execute(db);
  await sql`alter table order_outbox drop constraint if exists order_outbox_type_check`.execute(db);
  await sql`alter table order_outbox add constraint order_outbox_type_check check (type in ('order.paid'))`.execute(db);
  await sql`alter table order_outbox add constraint order_outbox_type_order_id_key unique (type, order_id)`.execute(db);
  await db.schema.alterTable('order_lines').dropColumn('refund_id').dropColumn('refunded_at').execute();
  await db.schema.dropTable('refunds').execute();
}
