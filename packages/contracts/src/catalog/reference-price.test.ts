import { describe, expect, it } from 'vitest';
import { strikethroughCents } from './reference-price.js';

describe('strikethroughCents', () => {
  it("strikes the artist's compare-at price after a cut, only above the price", () => {
    expect(strikethroughCents(1200, 2000, null, 2000)).toBe(2000);
    expect(strikethroughCents(1200, 1200, null, 2000)).toBeNull();
    expect(strikethroughCents(1200, 1000, null, 2000)).toBeNull();
    expect(strikethroughCents(null, 2000, null, 2000)).toBeNull();
  });

  it('never strikes above the lowest earlier price of the last 30 days, nor without one', () => {
    // Reduced from $18 to $12: the strike is the $18 the work really cost, not the $20 typed.
    expect(strikethroughCents(1200, 2000, null, 1800)).toBe(1800);
    // Raised from $10 to $15: nothing is struck, whatever the compare-at says.
    expect(strikethroughCents(1500, 2500, null, 1000)).toBeNull();
    expect(strikethroughCents(1500, 2500, null, 1500)).toBeNull();
    // A new work, or a price unchanged for 30 days: no reduction to show.
    expect(strikethroughCents(1200, 2000, null, null)).toBeNull();
  });

  it('strikes the reference price only beside a work without a compare-at price', () => {
    expect(strikethroughCents(999, null, 2999)).toBe(2999);
    expect(strikethroughCents(2999, null, 2999)).toBeNull();
    expect(strikethroughCents(999, null, null)).toBeNull();
    // The 30-day rule hid the compare-at: the reference does not step in.
    expect(strikethroughCents(1500, 2500, 2999, 1000)).toBeNull();
    expect(strikethroughCents(1500, 2500, 2999, null)).toBeNull();
  });
});
