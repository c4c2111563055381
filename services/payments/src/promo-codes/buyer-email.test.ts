import { describe, expect, it } from 'vitest';
import { normalizeBuyerEmail } from './buyer-email.js';

describe('the buyer key of a first-order-only code', () => {
  it('reads case and a +alias as the same mailbox', () => {
    expect(normalizeBuyerEmail('  Ann.Lee+Shop@Example.COM ')).toBe('ann.lee@example.com');
    expect(normalizeBuyerEmail('ann.lee+a+b@example.com')).toBe('ann.lee@example.com');
  });

  it('drops dots only where the provider ignores them (Gmail, also as googlemail.com)', () => {
    expect(normalizeBuyerEmail('A.n.n.Lee+x@googlemail.com')).toBe('annlee@gmail.com');
    expect(normalizeBuyerEmail('annlee@gmail.com')).toBe('annlee@gmail.com');
    expect(normalizeBuyerEmail('ann.lee@outlook.com')).toBe('ann.lee@outlook.com');
  });

  it('keeps what it cannot take apart rather than guessing, and has no key without an address', () => {
    expect(normalizeBuyerEmail('+only@example.com')).toBe('+only@example.com');
    expect(normalizeBuyerEmail('not-an-address')).toBe('not-an-address');
    expect(normalizeBuyerEmail('')).toBeNull();
    expect(normalizeBuyerEmail(null)).toBeNull();
    expect(normalizeBuyerEmail(undefined)).toBeNull();
  });
});
