import { multiplyRateCents } from '../shared/money.js';

/** SPEC §9: state sales tax rates (as decimal strings, to keep them exact). */
export const STATE_TAX_RATES = {
  AK: '0',
  DE: '0',
  MT: '0',
  NH: '0',
  OR: '0',
  AL: '.04',
  AR: '.065',
  AZ: '.056',
  CA: '.0725',
  CO: '.029',
  CT: '.0635',
  FL: '.06',
  GA: '.04',
  HI: '.04',
  IA: '.06',
  ID: '.06',
  IL: '.0625',
  IN: '.07',
  KS: '.065',
  KY: '.06',
  LA: '.0445',
  MA: '.0625',
  MD: '.06',
  ME: '.055',
  MI: '.06',
  MN: '.0688',
  MO: '.0423',
  MS: '.07',
  NC: '.0475',
  ND: '.05',
  NE: '.055',
  NJ: '.0663',
  NM: '.0513',
  NV: '.0685',
  NY: '.08',
  OH: '.0575',
  OK: '.045',
  PA: '.06',
  RI: '.07',
  SC: '.06',
  SD: '.045',
  TN: '.07',
  TX: '.0625',
  UT: '.0485',
  VA: '.053',
  VT: '.06',
  WA: '.065',
  WI: '.05',
  WV: '.06',
  WY: '.04',
  DC: '.06',
} as const satisfies Record<string, string>;

export type StateCode = keyof typeof STATE_TAX_RATES;
export const STATE_CODES = Object.keys(STATE_TAX_RATES).sort() as StateCode[];

export function isStateCode(value: string): value is StateCode {
  return Object.prototype.hasOwnProperty.call(STATE_TAX_RATES, value);
}

export function stateTaxRate(stateCode: StateCode): number {
  return Number(STATE_TAX_RATES[stateCode]);
}

export interface TaxBreakdown {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Tax = round(subtotal × rate, 2 decimals, half up); total = subtotal + tax (ARCHITECTURE "Money"). */
export function computeTax(subtotalCents: number, stateCode: StateCode): TaxBreakdown {
  const taxCents = multiplyRateCents(subtotalCents, STATE_TAX_RATES[stateCode]);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
