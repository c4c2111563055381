import { computeTax, priceToCents, type StateCode } from '@shop/contracts';
import type { CartItem } from '../../lib/checkout-handoff';

export interface CheckoutTotals {
  subtotalCents: number;
  /** null until a state is chosen. */
  taxCents: number | null;
  totalCents: number;
}

export function subtotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + priceToCents(item.artwork.price) * item.quantity, 0);
}

/** SPEC §9: tax = subtotal × state rate rounded to cents; total = subtotal + tax (all in cents). */
export function checkoutTotals(items: readonly CartItem[], stateCode: StateCode | null): CheckoutTotals {
  const subtotal = subtotalCents(items);
  if (stateCode === null) return { subtotalCents: subtotal, taxCents: null, totalCents: subtotal };
  const { taxCents, totalCents } = computeTax(subtotal, stateCode);
  return { subtotalCents: subtotal, taxCents, totalCents };
}
