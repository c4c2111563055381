import { describe, expect, it } from 'vitest';
import { formatCents, multiplyRateCents, parseCents, priceToCents } from './money.js';

describe('money', () => {
  it('parses decimal strings to cents exactly', () => {
    expect(parseCents('14.99')).toBe(1499);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('1234567.05')).toBe(123456705);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1.00', '1.999', 'abc', '1e3', '.5', 'NaN']) {
      expect(() => parseCents(bad), bad).toThrow(RangeError);
    }
  });

  it('formats cents with two decimals', () => {
    expect(formatCents(1499)).toBe('14.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(100000)).toBe('1000.00');
  });

  it('parses display prices leniently, 0 when missing', () => {
    expect(priceToCents('14.99')).toBe(1499);
    expect(priceToCents(null)).toBe(0);
    expect(priceToCents('junk')).toBe(0);
    expect(priceToCents(9.99)).toBe(999);
  });

  it('rounds rate products half up to the cent', () => {
    expect(multiplyRateCents(1000, '.0725')).toBe(73); // 72.5 → 73
    expect(multiplyRateCents(1499, '.08')).toBe(120); // 119.92 → 120
    expect(multiplyRateCents(1499, '0')).toBe(0);
    expect(multiplyRateCents(200, '.0625')).toBe(13); // 12.5 → 13
  });
});
