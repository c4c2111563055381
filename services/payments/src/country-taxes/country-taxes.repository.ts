import type { CountryTax, PutCountryTaxBody } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** "0.190000" → "0.19", "0.000000" → "0": pg's numeric text without its padding. */
export function trimRate(rate: string): string {
  if (!rate.includes('.')) return rate;
  const trimmed = rate.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '' ? '0' : trimmed;
}

/** The one writer of `country_taxes`. */
export function createCountryTaxRepository(db: Kysely<Database>) {
  const columns = [
    'country_code as countryCode',
    'tax_name as taxName',
    'rate',
    'enabled',
    sql<string>`checked_on::text`.as('checkedOn'),
  ] as const;
  /** The row is the contract's `CountryTax` already (its rate as an exact decimal fraction, "0.19"). */
  const toCountryTax = (row: CountryTax): CountryTax => ({ ...row, rate: trimRate(row.rate) });

  return {
    async list(): Promise<CountryTax[]> {
      const rows = await db.selectFrom('country_taxes').select(columns).orderBy('country_code').execute();
      return rows.map(toCountryTax);
    },

    async find(countryCode: string): Promise<CountryTax | undefined> {
      const row = await db
        .selectFrom('country_taxes')
        .select(columns)
        .where('country_code', '=', countryCode)
        .executeTakeFirst();
      return row && toCountryTax(row);
    },

    /** Creates or replaces one country's row; no `checkedOn`: today (the artist just set it). */
    async put(countryCode: string, values: PutCountryTaxBody): Promise<CountryTax> {
      const checkedOn = values.checkedOn ?? sql<string>`current_date`;
      const row = await db
        .insertInto('country_taxes')
        .values({
          country_code: countryCode,
          tax_name: values.taxName,
          rate: values.rate,
          enabled: values.enabled,
          checked_on: checkedOn,
        })
        .onConflict((oc) =>
          oc.column('country_code').doUpdateSet({
            tax_name: values.taxName,
            rate: values.rate,
            enabled: values.enabled,
            checked_on: checkedOn,
            updated_at: sql`now()`,
          }),
        )
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toCountryTax(row);
    },
  };
}

export type CountryTaxRepository = ReturnType<typeof createCountryTaxRepository>;
