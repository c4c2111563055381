import { type Kysely, sql } from 'kysely';

/**
 * Promo codes. A redemption is one payment order's use of a code, written when the
 * payment order is created, under a lock on the code's row, so two checkouts racing for the last
 * use of a code cannot both take it. It counts while its payment order is captured, or while it is
 * young enough that PayPal could still capture it (see promo-codes/promo-rules.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Stored upper-case; the unique index below makes "launch30" and "LAUNCH30" one code.
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percent', 'fixed')`))
    // percent: 1-100; fixed: cents.
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('usage_limit', 'integer', (col) => col.check(sql`usage_limit is null or usage_limit >= 1`))
    .addColumn('once_per_buyer', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'promo_codes_value_range',
      sql`(kind = 'percent' and value between 1 and 100) or (kind = 'fixed' and value >= 1)`,
    )
    .addCheckConstraint(
      'promo_codes_ends_after_start',
      sql`starts_at is null or ends_at is null or ends_at > starts_at`,
    )
    .execute();
  await sql`create unique index promo_codes_code_key on promo_codes (upper(code))`.execute(db);

  await db.schema
    .alterTable('payment_orders')
    .addColumn('discount_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`discount_cents >= 0`),
    )
    .addColumn('promo_code', 'text')
    .execute();
  // The total now subtracts the discount (default 0 keeps every existing row valid). The old check
  // spans three columns, so PostgreSQL named it payment_orders_check.
  await sql`alter table payment_orders drop constraint payment_orders_check`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_total_is_sum
    check (total_cents = subtotal_cents - discount_cents + tax_cents)`.execute(db);

  await db.schema
    .createTable('promo_redemptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('promo_code_id', 'uuid', (col) => col.notNull().references('promo_codes.id'))
    // One code per payment order: a retried create reuses its redemption instead of taking another.
    .addColumn('payment_order_id', 'uuid', (col) =>
      col.notNull().unique().references('payment_orders.id').onDelete('cascade'),
    )
    // Lower-cased e-mail the shopper gave at checkout; needed by first-order-only codes.
    .addColumn('buyer_email', 'text')
    .addColumn('discount_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('promo_redemptions_code_idx')
    .on('promo_redemptions')
    .columns(['promo_code_id', 'buyer_email'])
    .execute();

  // SPEC §9: LAUNCH30, 30% off a first order: once per buyer e-mail.
  await sql`insert into promo_codes (code, kind, value, once_per_buyer) values ('LAUNCH30', 'percent', 30, true)
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promo_redemptions').execute();
  await sql`alter table payment_orders drop constraint payment_orders_total_is_sum`.execute(db);
  await db.schema.alterTable('payment_orders').dropColumn('promo_code').dropColumn('discount_cents').execute();
  await sql`alter table payment_orders add constraint payment_orders_check
    check (total_cents = subtotal_cents + tax_cents)`.execute(db);
  await db.schema.dropTable('promo_codes').execute();
}
