import { type Kysely, sql } from 'kysely';

// Issue #14 "Lost links": `links.resent` (and `order.refunded`) happen many times per order, so the
// outbox's one-row-per-(type, order) rule now holds for `order.paid` only. Written to run safely
// beside another #14 migration touching the same constraints: every drop is `if exists`, and the
// type check lists the whole contract vocabulary (packages/contracts order-events.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_outbox drop constraint if exists order_outbox_type_check`.execute(db);
  await sql`alter table order_outbox add constraint order_outbox_type_check
    check (type in ('order.paid', 'order.refunded', 'links.resent'))`.execute(db);
  await sql`alter table order_outbox drop constraint if exists order_outbox_type_order_id_key`.execute(db);
  await sql`create unique index if not exists order_outbox_order_paid_key
    on order_outbox (order_id) where type = 'order.paid'`.execute(db);

  // One row per request of the public resend form, for the per-address limit. The address is kept
  // only as a hash: the table must not become a list of who asked.
  await db.schema
    .createTable('link_resend_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('link_resend_requests_email_hash_idx')
    .on('link_resend_requests')
    .columns(['email_hash', 'created_at'])
    .execute();
  // The buyer's orders are found by address, whatever its case.
  await sql`create index if not exists orders_customer_email_lower_idx on orders (lower(customer_email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_customer_email_lower_idx`.execute(db);
  await db.schema.dropTable('link_resend_requests').execute();
}
