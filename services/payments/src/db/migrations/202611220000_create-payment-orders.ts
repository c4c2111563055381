import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('paypal', 'simulator')`))
    .addColumn('provider_order_id', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('state_code', 'text', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('tax_cents', 'integer', (col) => col.notNull().check(sql`tax_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('items', 'jsonb', (col) => col.notNull())
    .addColumn('capture_id', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('payer_given_name', 'text')
    .addColumn('payer_surname', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_orders').execute();
}
