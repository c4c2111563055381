import { computeTax, taxAtRate, US_COUNTRY_CODE, type CheckoutCountryTaxes, type StateCode } from '@shop/contracts';

/** A country outside the US as the shop taxes it; taxName null: no tax there. */
export interface CountryTaxChoice {
  countryCode: string;
  taxName: string | null;
  rate: string;
}

/** What the tax depends on: a US state (SPEC §9) or another country's tax. */
export type TaxChoice = StateCode | CountryTaxChoice;

export function taxCentsOf(taxedCents: number, choice: TaxChoice): number {
  return typeof choice === 'string' ? computeTax(taxedCents, choice).taxCents : taxAtRate(taxedCents, choice.rate);
}

/**
 * The buyer's choice as the tax sees it: the state in the US (null until chosen, SPEC's blocking
 * notice), else the country's row of the shop's table (null while it loads; no row: no tax).
 */
export function taxChoiceOf(
  countryCode: string,
  stateCode: StateCode | null,
  countryTaxes: CheckoutCountryTaxes | undefined,
): TaxChoice | null {
  if (countryCode === US_COUNTRY_CODE) return stateCode;
  if (countryTaxes === undefined) return null;
  const row = countryTaxes.countries.find((country) => country.countryCode === countryCode);
  return row ? { countryCode, taxName: row.taxName, rate: row.rate } : { countryCode, taxName: null, rate: '0' };
}

/** The place the payment order and the quote are sent: a state alone in the US, as SPEC's calls are. */
export function taxPlaceBody(choice: TaxChoice): { stateCode: StateCode } | { countryCode: string } {
  return typeof choice === 'string' ? { stateCode: choice } : { countryCode: choice.countryCode };
}
