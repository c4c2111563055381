import { z } from 'zod';

/**
 * A decimal money string with 2 decimals as the API shows it, e.g. "14.99". `error` words the
 * refusal where a field needs its own (orders' `total_amount`).
 */
export function moneyStringSchema(
  error: string | ((issue: { input?: unknown }) => string) = 'Expected an amount like "14.99"',
) {
  return z.string({ error }).regex(/^\d{1,7}\.\d{2}$/, { error });
}
