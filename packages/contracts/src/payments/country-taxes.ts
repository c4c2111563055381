import { z } from 'zod';
import { multiplyRateCents } from '../shared/money.js';

/**
 * Buyers from every country: ISO 3166-1 alpha-2 codes (and XK, Kosovo, which PayPal
 * takes). Names come from `Intl.DisplayNames`, so this list holds codes only.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE_SET.has(value);
}

/** A checkout that names no country is a US one: SPEC's state-only calls are priced as before. */
export const US_COUNTRY_CODE = 'US';
/** The name of SPEC §9's state tax, as orders, receipts and reports show it. */
export const US_TAX_NAME = 'Sales Tax';

/** Tax = round(taxed × rate, 2 decimals, half up), the rate an exact decimal fraction ("0.081"). */
export function taxAtRate(taxedCents: number, rate: string): number {
  return multiplyRateCents(taxedCents, rate);
}

/** A tax rate as an exact decimal fraction below 1 with at most 6 decimals: "0.19", "0.081", "0". */
export const TaxRateSchema = z
  .string()
  .regex(/^(0|0?\.\d{1,6})$/, 'Expected a fraction below 1 such as 0.19 (at most 6 decimals)');

/** One country's row of the artist's tax table, as the dashboard edits it. */
export const CountryTaxSchema = z.object({
  countryCode: z.string(),
  /** "VAT", "GST", "Consumption tax", … */
  taxName: z.string(),
  rate: TaxRateSchema,
  /** Off: buyers from there pay no tax. */
  enabled: z.boolean(),
  /** When the rate was last checked (YYYY-MM-DD). */
  checkedOn: z.iso.date(),
});
export type CountryTax = z.infer<typeof CountryTaxSchema>;

export const CountryTaxTableSchema = z.object({ countries: z.array(CountryTaxSchema) });
export type CountryTaxTable = z.infer<typeof CountryTaxTableSchema>;

export const CountryTaxParamsSchema = z.object({ countryCode: z.string().min(1).max(8) });

export const PutCountryTaxBodySchema = z.object({
  taxName: z.string().trim().min(1).max(40),
  rate: TaxRateSchema,
  enabled: z.boolean(),
  /** Omitted: today. */
  checkedOn: z.iso.date().optional(),
});
export type PutCountryTaxBody = z.infer<typeof PutCountryTaxBodySchema>;

/** What the checkout needs: the countries where a tax is charged, with its name and rate. */
export const CheckoutCountryTaxesSchema = z.object({
  countries: z.array(z.object({ countryCode: z.string(), taxName: z.string(), rate: TaxRateSchema })),
});
export type CheckoutCountryTaxes = z.infer<typeof CheckoutCountryTaxesSchema>;
