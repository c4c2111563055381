import { COUNTRY_CODES } from '@shop/contracts';
import { countryName } from '../../lib/country-name';

export interface CountryOption {
  code: string;
  name: string;
}

/** Every country by its English name (buyers come from every country). */
export const COUNTRY_OPTIONS: readonly CountryOption[] = COUNTRY_CODES.map((code) => ({
  code,
  name: countryName(code),
})).sort((a, b) => a.name.localeCompare(b.name));
