import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One country's row of the artist's tax table, as the service reads it. */
export interface CountryTaxRecord {
  countryCode: string;
  taxName: string;
  /** The rate as an exact decimal fraction ("0.19", "0.081"). */
  rate: string;
  enabled: boolean;
  /** 'YYYY-MM-DD': when the rate was last checked. */
  checkedOn: string;
  updatedAt: Date;
}

export interface CountryTaxValues {
  taxName: string;
  rate: string;
  enabled: boolean;
  /** Undefined: today (the artist just set it). */
  checkedOn: string | undefined;
}

/** "0.190000" → "0.19", "0.000000" → "0": pg's numeric text without its padding. */
export function trimRate(rate: string): string {
  if (!rate.includes('.')) return rate;
  const trimmed = rate.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '' ? '0' : trimmed;
}

/** The one writer of `country_taxes` (issue #25). */
export function createCountryTaxRepository(db: Kysely<Database>) {
  const columns = [
    'country_code as countryCode',
    'tax_name as taxName',
    'rate',
    'enabled',
    sql<string>`checked_on::text`.as('checkedOn'),
    'updated_at as updatedAt',
  ] as const;
  const toRecord = (row: CountryTaxRecord): CountryTaxRecord => ({ ...row, rate: trimRate(row.rate) });

  return {
    async list(): Promise<CountryTaxRecord[]> {
      const rows = await db.selectFrom('country_taxes').select(columns).orderBy('country_code').execute();
      return rows.map(toRecord);
    },

    async find(countryCode: string): Promise<CountryTaxRecord | undefined> {
      const row = await db
        .selectFrom('country_taxes')
        .select(columns)
        .where('country_code', '=', countryCode)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Creates or replaces one country's row. */
    async put(countryCode: string, values: CountryTaxValues): Promise<CountryTaxRecord> {
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
      return toRecord(row);
    },
  };
}

export type CountryTaxRepository = ReturnType<typeof createCountryTaxRepository>;
