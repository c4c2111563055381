import { describe, expect, it } from 'vitest';
import {
  COMMISSION_BRIEF_MESSAGES,
  CommissionBriefBodySchema,
  logoCommissionsOf,
  orderNumberOf,
} from './commissions.js';

describe('logoCommissionsOf', () => {
  it('counts one commission per logo unit: Custom Logo and Smart Bundle, nothing else', () => {
    expect(logoCommissionsOf('package-custom-logo', 2)).toBe(2);
    expect(logoCommissionsOf('package-smart-bundle-3', 3)).toBe(3);
    expect(logoCommissionsOf('package-abstract-3-pack', 1)).toBe(0);
    expect(logoCommissionsOf('toString', 1)).toBe(0);
  });
});

describe('CommissionBriefBodySchema', () => {
  it('trims the answers and defaults the optional ones', () => {
    expect(CommissionBriefBodySchema.parse({ brandName: '  Acme ', purpose: 'Sign\n' })).toEqual({
      brandName: 'Acme',
      purpose: 'Sign',
      style: '',
      notes: '',
    });
  });

  it('names what is missing, too long or unreadable', () => {
    const messages = (input: unknown) =>
      CommissionBriefBodySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ brandName: ' ', purpose: '' })).toEqual([
      COMMISSION_BRIEF_MESSAGES.brandNameRequired,
      COMMISSION_BRIEF_MESSAGES.purposeRequired,
    ]);
    expect(messages({ brandName: 'x'.repeat(101), purpose: 'Sign' })).toEqual([
      COMMISSION_BRIEF_MESSAGES.tooLong('Business or brand name', 100),
    ]);
    expect(messages({ brandName: 'Acme', purpose: 'Sign', notes: 'line\u0000' })).toEqual([
      COMMISSION_BRIEF_MESSAGES.invalidCharacters('Notes'),
    ]);
    expect(messages({ brandName: 'Acme', purpose: 'Sign', notes: 'two\nlines\tok' })).toEqual([]);
  });
});

describe('orderNumberOf', () => {
  it('is the first 8 characters of the order id, upper case, as the Orders tab shows it', () => {
    expect(orderNumberOf('abcdef12-0000-4000-8000-000000000001')).toBe('ABCDEF12');
  });
});
