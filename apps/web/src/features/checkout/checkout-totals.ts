import { cartTotalCents, type CartItem } from '../../lib/cart-item';
import { taxCentsOf, type TaxChoice } from './tax-choice';

export interface CheckoutTotals {
  subtotalCents: number;
  /** A promo code's discount, taken off before tax; 0 without one. */
  discountCents: number;
  /** null until a state (or, outside the US, the country's tax) is known. */
  taxCents: number | null;
  totalCents: number;
}

/**
 * SPEC §9: tax = subtotal × state rate rounded to cents; total = subtotal + tax (all in cents).
 * With a promo code the server's discount comes off first and tax is on the rest,
 * as the payments service prices it: total = subtotal − discount + tax. Outside the US
 * the rate is the country's, from the shop's table.
 */
export function checkoutTotals(
  items: readonly CartItem[],
  choice: TaxChoice | null,
  discountCents = 0,
): CheckoutTotals {
  const subtotal = cartTotalCents(items);
  const discount = Math.min(Math.max(discountCents, 0), subtotal);
  const taxed = subtotal - discount;
  if (choice === null) return { subtotalCents: subtotal, discountCents: discount, taxCents: null, totalCents: taxed };
  const taxCents = taxCentsOf(taxed, choice);
  return { subtotalCents: subtotal, discountCents: discount, taxCents, totalCents: taxed + taxCents };
}
