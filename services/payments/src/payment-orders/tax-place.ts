import {
  computeTax,
  isCountryCode,
  STATE_TAX_RATES,
  taxAtRate,
  US_COUNTRY_CODE,
  US_TAX_NAME,
  type StateCode,
} from '@shop/contracts';
import { BadRequest } from '@shop/platform';

/** A country outside the US as the artist's table taxes it. */
export interface CountryTaxRule {
  countryCode: string;
  /** null: no tax applies there (not in the table, or switched off). */
  taxName: string | null;
  /** Exact decimal fraction ("0.19"). */
  rate: string;
}

/** Where the tax is charged: a US state (SPEC §9's table, exactly as for US-only checkouts) or another country. */
export type TaxPlace = StateCode | CountryTaxRule;

/** Tax on what is taxed, in cents, rounded half up (ARCHITECTURE "Money"). */
export function taxAt(taxedCents: number, place: TaxPlace): number {
  return typeof place === 'string' ? computeTax(taxedCents, place).taxCents : taxAtRate(taxedCents, place.rate);
}

/** The place as the order records it: state (US only), country and the tax's name. */
export function placeFields(place: TaxPlace): {
  stateCode: StateCode | null;
  countryCode: string;
  taxName: string | null;
  taxRate: string;
} {
  return typeof place === 'string'
    ? { stateCode: place, countryCode: US_COUNTRY_CODE, taxName: US_TAX_NAME, taxRate: STATE_TAX_RATES[place] }
    : { stateCode: null, countryCode: place.countryCode, taxName: place.taxName, taxRate: place.rate };
}

/**
 * The checkout's country: absent means the US, so a SPEC client that sends only `stateCode` is
 * priced as a US-only checkout was. Matched case-insensitively ("de" is Germany).
 */
export function parseCountryCode(value: string | undefined): string {
  if (value === undefined) return US_COUNTRY_CODE;
  const code = value.trim().toUpperCase();
  if (!isCountryCode(code)) {
    throw new BadRequest(`Unknown country "${value}": use a two-letter ISO country code such as DE or CA.`);
  }
  return code;
}

/** A country's rule from its row: the artist's rate when switched on; no tax when off or not in the table. */
export function countryRule(
  countryCode: string,
  row: { taxName: string; rate: string; enabled: boolean } | undefined,
): CountryTaxRule {
  if (!row?.enabled) return { countryCode, taxName: null, rate: '0' };
  return { countryCode, taxName: row.taxName, rate: row.rate };
}
