import { describe, expect, it } from 'vitest';
import { formatRatePercent, percentToRate, ratePercentNumber } from './tax-rate';

describe('tax rates as the artist types them', () => {
  it.each([
    ['19', '0.19'],
    ['8.1', '0.081'],
    ['25.5', '0.255'],
    ['5', '0.05'],
    ['0', '0'],
    ['7.25', '0.0725'],
  ])('reads %s%% as the exact fraction %s, and back', (percent, rate) => {
    expect(percentToRate(percent)).toBe(rate);
    expect(ratePercentNumber(rate)).toBe(percent);
  });

  it('refuses what is not a percent below 100 with at most 4 decimals', () => {
    for (const typed of ['', '100', '-5', 'abc', '1.23456', '19%']) expect(percentToRate(typed)).toBeUndefined();
  });

  it("formats SPEC's state rates and the countries' alike", () => {
    expect(formatRatePercent('.0725')).toBe('7.25%');
    expect(formatRatePercent('0.081')).toBe('8.1%');
  });
});
