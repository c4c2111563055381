import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it('keeps the first letters of the name and the whole domain', () => {
    expect(maskEmail('grace@example.com')).toBe('gr•••@example.com');
    expect(maskEmail(' ann@mail.example.org ')).toBe('a•••@mail.example.org');
    expect(maskEmail('x@example.com')).toBe('x•••@example.com');
  });

  it('answers null for no usable address', () => {
    for (const email of ['', '   ', 'no-at-sign', '@example.com', 'grace@']) expect(maskEmail(email)).toBeNull();
  });
});
