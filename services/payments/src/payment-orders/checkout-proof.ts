import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Issue #22: a new checkout secret (contracts checkout-proof.ts), 32 random bytes. */
export function newCheckoutSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: the secret's SHA-256, so a database reader cannot act as the buyer's checkout. */
export function hashCheckoutSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether the request's secret is the one the payment order was created with (constant time). */
export function isCheckoutProven(secret: string | undefined, storedHash: string | null): boolean {
  if (secret === undefined || storedHash === null) return false;
  const given = Buffer.from(hashCheckoutSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
