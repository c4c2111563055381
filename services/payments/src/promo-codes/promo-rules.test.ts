import { describe, expect, it } from 'vitest';
import { promoMessages, promoMoment } from './promo-rules.js';

describe('when a promo code starts and ends, as buyers read it', () => {
  it('names a UTC midnight by its day, and any other moment by day and time, never a day off by one', () => {
    expect(promoMoment(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01 (UTC)');
    // A Berlin shop's 1 December begins at 23:00 UTC on 30 November.
    expect(promoMoment(new Date('2026-11-30T23:00:00Z'))).toBe('2026-11-30 at 23:00 UTC');
    expect(promoMoment(new Date('2026-12-01T00:00:30Z'))).toBe('2026-12-01 at 00:00 UTC');
  });

  it('says so in the refusals', () => {
    expect(promoMessages.notStarted('XMAS', new Date('2026-11-30T23:00:00Z'))).toBe(
      'The promo code "XMAS" is not valid yet: it starts on 2026-11-30 at 23:00 UTC.',
    );
    expect(promoMessages.expired('XMAS', new Date('2027-01-01T00:00:00Z'))).toBe(
      'The promo code "XMAS" expired on 2027-01-01 (UTC).',
    );
  });
});
