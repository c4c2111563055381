import { formatCents, parseCents } from '@shop/contracts';

/** Largest price the API's money strings can carry (7 whole digits). */
const MAX_PRICE_CENTS = 999_999_999;

/**
 * A curator's price field: empty means no price; otherwise a non-negative amount with at most two
 * decimals, normalised to the API's "19.90" form. `undefined` when it is not a price.
 */
export function parsePriceInput(input: string): { price: string | null } | undefined {
  const trimmed = input.trim().replace(/^\$/, '');
  if (trimmed === '') return { price: null };
  try {
    const cents = parseCents(trimmed);
    return cents > MAX_PRICE_CENTS ? undefined : { price: formatCents(cents) };
  } catch {
    return undefined;
  }
}
