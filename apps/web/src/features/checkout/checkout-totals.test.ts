import { STATE_CODES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../../testing/storefront';
import { checkoutTotals } from './checkout-totals';
import { STATE_OPTIONS, formatRatePercent } from './us-states';

describe('tax display (SPEC §9)', () => {
  const items = [
    { artwork: makeArtwork({ price: '14.99' }), quantity: 2 },
    { artwork: makeArtwork({ price: '19.99' }), quantity: 1 },
  ]; // subtotal 49.97

  it.each([
    ['NY', 400, 5397], // 49.97 × .08 = 3.9976 → 4.00
    ['CA', 362, 5359], // × .0725 = 3.622825 → 3.62
    ['TX', 312, 5309], // × .0625 = 3.123125 → 3.12
    ['MN', 344, 5341], // × .0688 = 3.437936 → 3.44
    ['OR', 0, 4997],
  ] as const)('%s: tax %i cents, total %i cents', (state, tax, total) => {
    expect(checkoutTotals(items, state)).toEqual({ subtotalCents: 4997, taxCents: tax, totalCents: total });
  });

  it('has no tax until a state is chosen', () => {
    expect(checkoutTotals(items, null)).toEqual({ subtotalCents: 4997, taxCents: null, totalCents: 4997 });
  });

  it('formats rates exactly from their decimal strings', () => {
    expect(formatRatePercent('.0725')).toBe('7.25%');
    expect(formatRatePercent('.08')).toBe('8%');
    expect(formatRatePercent('.0688')).toBe('6.88%');
    expect(formatRatePercent('.065')).toBe('6.5%');
    expect(formatRatePercent('0')).toBe('0%');
  });

  it('lists every state with its rate', () => {
    expect(STATE_OPTIONS).toHaveLength(STATE_CODES.length);
    expect(STATE_OPTIONS.map((o) => o.label)).toContain('California (CA) - 7.25%');
    expect(STATE_OPTIONS.map((o) => o.label)).toContain('New York (NY) - 8%');
    expect(STATE_OPTIONS.map((o) => o.label)).toContain('District of Columbia (DC) - 6%');
  });
});
