import { type Kysely, sql } from 'kysely';

/**
 * Buyers from every country: outside the US the tax is the buyer's country's, from a
 * table the artist keeps (name such as VAT or GST, rate, on or off). Shipped with the standard
 * rates for digital goods as checked on `checked_on`; the artist edits them in the dashboard.
 * Canada is one federal GST of 5% (no provinces: HST/PST/QST are not charged).
 *
 * A payment order now says where its tax was charged: its country (US for every older order) and
 * the tax's name and rate; `state_code` is null outside the US.
 */
const CHECKED_ON = '2026-11-26';

// Standard rates (fractions as exact decimal strings). EU rates after Finland's 25.5% (Sept 2024),
// Slovakia's 23% (Jan 2025), Estonia's 24% (July 2025) and Romania's 21% (Aug 2025).
const SEED: readonly [countryCode: string, taxName: string, rate: string][] = [
  ['AT', 'VAT', '0.20'],
  ['BE', 'VAT', '0.21'],
  ['BG', 'VAT', '0.20'],
  ['HR', 'VAT', '0.25'],
  ['CY', 'VAT', '0.19'],
  ['CZ', 'VAT', '0.21'],
  ['DK', 'VAT', '0.25'],
  ['EE', 'VAT', '0.24'],
  ['FI', 'VAT', '0.255'],
  ['FR', 'VAT', '0.20'],
  ['DE', 'VAT', '0.19'],
  ['GR', 'VAT', '0.24'],
  ['HU', 'VAT', '0.27'],
  ['IE', 'VAT', '0.23'],
  ['IT', 'VAT', '0.22'],
  ['LV', 'VAT', '0.21'],
  ['LT', 'VAT', '0.21'],
  ['LU', 'VAT', '0.17'],
  ['MT', 'VAT', '0.18'],
  ['NL', 'VAT', '0.21'],
  ['PL', 'VAT', '0.23'],
  ['PT', 'VAT', '0.23'],
  ['RO', 'VAT', '0.21'],
  ['SK', 'VAT', '0.23'],
  ['SI', 'VAT', '0.22'],
  ['ES', 'VAT', '0.21'],
  ['SE', 'VAT', '0.25'],
  ['GB', 'VAT', '0.20'],
  ['NO', 'VAT', '0.25'],
  ['CH', 'VAT', '0.081'],
  ['CA', 'GST', '0.05'],
  ['AU', 'GST', '0.10'],
  ['NZ', 'GST', '0.15'],
  ['JP', 'Consumption tax', '0.10'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('country_taxes')
    .addColumn('country_code', 'text', (col) =>
      col.primaryKey().check(sql`country_code ~ '^[A-Z]{2}$' and country_code <> 'US'`),
    )
    .addColumn('tax_name', 'text', (col) => col.notNull().check(sql`length(tax_name) between 1 and 40`))
    .addColumn('rate', sql`numeric(7, 6)`, (col) => col.notNull().check(sql`rate >= 0 and rate < 1`))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('checked_on', 'date', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('country_taxes')
    .values(
      SEED.map(([countryCode, taxName, rate]) => ({
        country_code: countryCode,
        tax_name: taxName,
        rate,
        checked_on: CHECKED_ON,
      })),
    )
    .execute();

  await db.schema
    .alterTable('payment_orders')
    .addColumn('country_code', 'text', (col) => col.notNull().defaultTo('US'))
    .addColumn('tax_name', 'text')
    // The rate charged, as an exact decimal fraction: the artist may change the table afterwards.
    .addColumn('tax_rate', 'text')
    .execute();
  await db.schema
    .alterTable('payment_orders')
    .alterColumn('state_code', (col) => col.dropNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_orders')
    .dropColumn('country_code')
    .dropColumn('tax_name')
    .dropColumn('tax_rate')
    .execute();
  await db.schema.dropTable('country_taxes').execute();
}
