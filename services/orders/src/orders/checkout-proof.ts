import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Issue #22: whether the request's `shop_checkout` secret is the one of the checkout that paid:
 * its SHA-256 against the hash payments stored (payments' payment-orders/checkout-proof.ts), in
 * constant time. No secret or no stored hash proves nothing.
 */
export function isCheckoutProven(secret: string | undefined, storedHash: string | null | undefined): boolean {
  if (secret === undefined || !storedHash) return false;
  const given = createHash('sha256').update(secret).digest();
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
