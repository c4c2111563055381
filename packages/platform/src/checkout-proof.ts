import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The `shop_checkout` secret (contracts checkout-proof.ts) proves a request comes from
// the checkout that paid. Payments makes and stores it; orders checks it against the same hash.

/** A new checkout secret, 32 random bytes. */
export function newCheckoutSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: the secret's SHA-256, so a database reader cannot act as the buyer's checkout. */
export function hashCheckoutSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether the request's secret is the one stored (constant time). No secret or no hash proves nothing. */
export function isCheckoutProven(secret: string | undefined, storedHash: string | null | undefined): boolean {
  if (secret === undefined || !storedHash) return false;
  const given = Buffer.from(hashCheckoutSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
