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
    expect(checkoutTotals(items, state)).toEqual({
      subtotalCents: 4997,
      discountCents: 0,
      taxCents: tax,
      totalCents: total,
    });
  });

  it('has no tax until a state is chosen', () => {
    expect(checkoutTotals(items, null)).toEqual({
      subtotalCents: 4997,
      discountCents: 0,
      taxCents: null,
      totalCents: 4997,
    });
  });

  it('taxes what is left after a promo discount, as the server prices it', () => {
    // LAUNCH30 on 49.97: 14.99 off; CA 7.25% of 34.98 = 2.53605 → 2.54.
    expect(checkoutTotals(items, 'CA', 1499)).toEqual({
      subtotalCents: 4997,
      discountCents: 1499,
      taxCents: 254,
      totalCents: 3752,
    });
    expect(checkoutTotals(items, null, 1499)).toMatchObject({ taxCents: null, totalCents: 3498 });
    // Never more than the subtotal, never negative.
    expect(checkoutTotals(items, 'OR', 9999)).toMatchObject({ discountCents: 4997, totalCents: 0 });
    expect(checkoutTotals(items, 'OR', -5)).toMatchObject({ discountCents: 0, totalCents: 4997 });
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
