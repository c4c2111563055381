import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison: hashing first makes both sides the same length whatever was typed. */
export function passwordMatches(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
