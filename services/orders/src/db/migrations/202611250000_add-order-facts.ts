import { type Kysely, sql } from 'kysely';

// The dashboard's orders and sales views need what payments recorded (where tax was
// charged, at which rate, PayPal's capture id) and what each line was (artwork, pack or logo, and
// its category). Orders stored before this keep nulls, which the dashboard shows as "—".
// A grant the curator revokes keeps its row (and its download count) with revoked_at set.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('state_code', 'text')
    .addColumn('tax_rate', sql`numeric(6, 5)`)
    .addColumn('capture_id', 'text')
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('product_kind', 'text', (col) => col.check(sql`product_kind in ('artwork', 'pack', 'logo')`))
    .addColumn('category', 'text')
    .execute();
  await db.schema.alterTable('download_grants').addColumn('revoked_at', 'timestamptz').execute();
  await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_capture_id_idx').on('orders').column('capture_id').execute();
  await db.schema
    .createIndex('orders_customer_email_idx')
    .on('orders')
    .expression(sql`lower(customer_email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_customer_email_idx').execute();
  await db.schema.alterTable('download_grants').dropColumn('revoked_at').execute();
  await db.schema.dropIndex('orders_capture_id_idx').execute();
  await db.schema.dropIndex('orders_created_at_idx').execute();
  await db.schema.alterTable('order_lines').dropColumn('category').dropColumn('product_kind').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('capture_id')
    .dropColumn('tax_rate')
    .dropColumn('state_code')
    .execute();
}
