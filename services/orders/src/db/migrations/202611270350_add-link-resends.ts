import { type Kysely, sql } from 'kysely';

// Lost links. The outbox already takes many `links.resent` rows per order
// (202611270110_add-refunds keeps one-row-per-order for `order.paid` only).
export async function up(db: Kysely<any>): Promise<void> {
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
