import { formatCents, parseCents } from '@shop/contracts';

// PayPal amounts are decimal strings. Both directions use the shop's integer-only money helpers:
// float drift (0.1 + 0.2) would make PayPal reject an order with AMOUNT_MISMATCH.

export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not cents: ${cents}`);
  return formatCents(cents);
}

/** "14.99" → 1499; "15" and "15.5" are accepted because PayPal may drop trailing zeros. */
export function valueToCents(value: string): number {
  return parseCents(value);
}
