import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './money-input';

describe('parsePriceInput', () => {
  it('reads empty as no price and normalises amounts to two decimals', () => {
    expect(parsePriceInput('  ')).toEqual({ price: null });
    expect(parsePriceInput('19.99')).toEqual({ price: '19.99' });
    expect(parsePriceInput('19.9')).toEqual({ price: '19.90' });
    expect(parsePriceInput('$5')).toEqual({ price: '5.00' });
    expect(parsePriceInput('0')).toEqual({ price: '0.00' });
  });

  it('refuses what is not a price in cents', () => {
    for (const input of ['14.999', '-1', 'abc', '1,50', '1e3', '12345678.00']) {
      expect(parsePriceInput(input), input).toBeUndefined();
    }
  });
});
