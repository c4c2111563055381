import { sql, type Kysely } from 'kysely';

/**
 * Every paid order is an invoice. `invoice_number` ("INV-2026-000123") comes from the
 * year's row of `invoice_counters` in the transaction that records the order as paid
 * (orders/invoice-queries.ts): gapless, unlike a sequence. `seller` is the seller's legal name,
 * address and VAT/tax id as the catalog had them then (null when none was set), and
 * `withdrawal_consent_at` when an EU buyer agreed to immediate delivery (payments asked).
 *
 * Orders paid before get their numbers here, per year of payment in the order they were paid;
 * pending and denied orders (nothing paid) get none until paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('invoice_number', 'text', (col) => col.unique())
    .addColumn('seller', 'jsonb')
    .addColumn('withdrawal_consent_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull().check(sql`last_number >= 0`))
    .execute();
  await sql`
    with paid as (
      select id, extract(year from created_at at time zone 'UTC')::int as year,
             row_number() over (
               partition by extract(year from created_at at time zone 'UTC') order by created_at, id
             ) as n
      from orders
      where status not in ('pending', 'denied')
    )
    update orders set invoice_number = 'INV-' || paid.year || '-' || lpad(paid.n::text, 6, '0')
    from paid where orders.id = paid.id`.execute(db);
  await sql`
    insert into invoice_counters (year, last_number)
    select extract(year from created_at at time zone 'UTC')::int, count(*)
    from orders where invoice_number is not null
    group by 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('invoice_number')
    .dropColumn('seller')
    .dropColumn('withdrawal_consent_at')
    .execute();
}
