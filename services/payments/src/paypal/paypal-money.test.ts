import { describe, expect, it } from 'vitest';
import { centsToValue, valueToCents } from './paypal-money.js';

describe('PayPal money strings', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1499, '14.99'],
    [2000, '20.00'],
    [123456789, '1234567.89'],
  ])('%i cents ↔ "%s"', (cents, value) => {
    expect(centsToValue(cents)).toBe(value);
    expect(valueToCents(value)).toBe(cents);
  });

  it('reads values PayPal shortened', () => {
    expect(valueToCents('15')).toBe(1500);
    expect(valueToCents('15.5')).toBe(1550);
  });

  it('refuses what is not cents or a USD amount', () => {
    expect(() => centsToValue(1.5)).toThrow(RangeError);
    expect(() => centsToValue(-1)).toThrow(RangeError);
    expect(() => valueToCents('14.999')).toThrow(RangeError);
    expect(() => valueToCents('-1.00')).toThrow(RangeError);
    expect(() => valueToCents('1e3')).toThrow(RangeError);
  });
});
