import type { Kysely } from 'kysely';

/**
 * Buyers from every country: where the order's tax was charged (ISO 3166-1 alpha-2,
 * US for every older order) and the tax's name ("Sales Tax", "VAT", "GST", …), as payments priced
 * it. `tax_rate` keeps the rate charged, for a country as for a state.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('country_code', 'text', (col) => col.notNull().defaultTo('US'))
    .addColumn('tax_name', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('country_code').dropColumn('tax_name').execute();
}
