import {
  US_COUNTRY_CODE,
  type CheckoutCountryTaxes,
  type CountryTax,
  type CountryTaxTable,
  type PutCountryTaxBody,
} from '@shop/contracts';
import { BadRequest } from '@shop/platform';
import { parseCountryCode } from '../payment-orders/tax-place.js';
import type { CountryTaxRepository } from './country-taxes.repository.js';

/** The artist's tax table for buyers outside the US (dashboard) and what the checkout shows of it. */
export function createCountryTaxService({ countryTaxes }: { countryTaxes: CountryTaxRepository }) {
  return {
    async table(): Promise<CountryTaxTable> {
      return { countries: await countryTaxes.list() };
    },

    /** The countries where a tax is charged now: switched-off rows are left out (no tax there). */
    async forCheckout(): Promise<CheckoutCountryTaxes> {
      const rows = await countryTaxes.list();
      return {
        countries: rows
          .filter((row) => row.enabled)
          .map((row) => ({ countryCode: row.countryCode, taxName: row.taxName, rate: row.rate })),
      };
    },

    async put(countryCodeParam: string, body: PutCountryTaxBody): Promise<CountryTax> {
      const countryCode = parseCountryCode(countryCodeParam);
      if (countryCode === US_COUNTRY_CODE) {
        throw new BadRequest('US buyers pay the sales tax of their state (SPEC §9); the US has no row in this table.');
      }
      return countryTaxes.put(countryCode, body);
    },
  };
}

export type CountryTaxService = ReturnType<typeof createCountryTaxService>;
