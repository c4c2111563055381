import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computeTax, STATE_CODES, STATE_TAX_RATES, stateTaxRate } from './tax.js';

const SUBTOTALS_CENTS = [0, 1, 999, 1499, 1999, 3499, 5499, 9999, 12345, 100_000, 999_999];

function referenceTaxCents(subtotalCents: number, rate: string): number {
  return new Decimal(subtotalCents).div(100).mul(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).mul(100).toNumber();
}

describe('state sales tax', () => {
  it('has every state of SPEC §9 and DC', () => {
    expect(STATE_CODES).toHaveLength(51);
    expect(stateTaxRate('NY')).toBe(0.08);
    expect(stateTaxRate('OR')).toBe(0);
    expect(stateTaxRate('MN')).toBe(0.0688);
  });

  for (const stateCode of STATE_CODES) {
    it(`computes ${stateCode} tax in cents like a decimal reference`, () => {
      for (const subtotalCents of SUBTOTALS_CENTS) {
        const { taxCents, totalCents } = computeTax(subtotalCents, stateCode);
        const expected = referenceTaxCents(subtotalCents, STATE_TAX_RATES[stateCode]);
        expect(taxCents, `${stateCode} on ${subtotalCents}`).toBe(expected);
        expect(totalCents).toBe(subtotalCents + expected);
      }
    });
  }

  it('matches hand-worked examples', () => {
    expect(computeTax(1499, 'NY')).toEqual({ subtotalCents: 1499, taxCents: 120, totalCents: 1619 });
    expect(computeTax(2998, 'CA')).toEqual({ subtotalCents: 2998, taxCents: 217, totalCents: 3215 });
    expect(computeTax(1999, 'DE').taxCents).toBe(0);
  });
});
