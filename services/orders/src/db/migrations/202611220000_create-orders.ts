import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('paypal_order_id', 'text', (col) => col.notNull().unique())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('tax_cents', 'integer', (col) => col.notNull().check(sql`tax_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('completed')
        .check(sql`status in ('completed', 'refunded')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull().check(sql`unit_price_cents >= 0`))
    .execute();
  await db.schema
    .createTable('download_grants')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('download_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_downloaded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('download_grants_order_artwork_unique', ['order_id', 'artwork_id'])
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('download_grants').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
}
