import { computeTax, type StateCode } from '@shop/contracts';
import { cartTotalCents, type CartItem } from '../../lib/cart-item';

export interface CheckoutTotals {
  subtotalCents: number;
  /** null until a state is chosen. */
  taxCents: number | null;
  totalCents: number;
}

/** SPEC §9: tax = subtotal × state rate rounded to cents; total = subtotal + tax (all in cents). */
export function checkoutTotals(items: readonly CartItem[], stateCode: StateCode | null): CheckoutTotals {
  const subtotal = cartTotalCents(items);
  if (stateCode === null) return { subtotalCents: subtotal, taxCents: null, totalCents: subtotal };
  const { taxCents, totalCents } = computeTax(subtotal, stateCode);
  return { subtotalCents: subtotal, taxCents, totalCents };
}
