import type { CartItem } from '../../lib/cart-item';
import { loadCheckoutHandoff } from '../../lib/checkout-handoff';

/**
 * SPEC §7: the checkout handoff in session storage, when present, is what the checkout pages
 * show; otherwise the live cart. The cart provider keeps the handoff in step with the cart.
 */
export function useCheckoutItems(cartItems: readonly CartItem[]): readonly CartItem[] {
  const handoff = loadCheckoutHandoff();
  return handoff && handoff.items.length > 0 ? handoff.items : cartItems;
}
