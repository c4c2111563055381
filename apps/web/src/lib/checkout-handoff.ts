import { cartTotalCents, isCartItemList, type CartItem } from './cart-item';
import { isRecord } from './guards';

/**
 * SPEC §3 checkout handoff record: the cart items and their total. The total is integer cents,
 * the one form money takes from the cart to the payment.
 */
export interface CheckoutHandoff {
  items: CartItem[];
  totalCents: number;
}

/** A record whose total is not its items' sum was not written by this cart: it is ignored. */
export function isCheckoutHandoff(value: unknown): value is CheckoutHandoff {
  return isRecord(value) && isCartItemList(value.items) && value.totalCents === cartTotalCents(value.items);
}

// SPEC §7: "stores items and total in session storage under a checkout entry".
export const CHECKOUT_STORAGE_KEY = 'checkout';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/** Stores the items and their total; throws when the storage refuses (the caller shows 'Checkout Error'). */
export function saveCheckoutHandoff(items: CartItem[], storage: Storage | undefined = sessionStore()): void {
  if (!storage) throw new Error('Session storage is unavailable');
  const handoff: CheckoutHandoff = { items, totalCents: cartTotalCents(items) };
  storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(handoff));
}

/** The stored handoff, or null when there is none or it cannot be read. */
export function loadCheckoutHandoff(storage: Storage | undefined = sessionStore()): CheckoutHandoff | null {
  try {
    const raw = storage?.getItem(CHECKOUT_STORAGE_KEY) ?? null;
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCheckoutHandoff(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearCheckoutHandoff(storage: Storage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
