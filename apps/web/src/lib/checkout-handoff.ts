import type { Artwork } from '@shop/contracts';
import { isCheckoutHandoff } from './guards';

/** SPEC §3 cart item: the artwork record and an integer quantity. */
export interface CartItem {
  artwork: Artwork;
  quantity: number;
}

/** SPEC §3 checkout handoff record: the cart items and the total (a number of dollars). */
export interface CheckoutHandoff {
  items: CartItem[];
  total: number;
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

/** Throws when the storage refuses the write (the caller shows 'Checkout Error'). */
export function saveCheckoutHandoff(handoff: CheckoutHandoff, storage: Storage | undefined = sessionStore()): void {
  if (!storage) throw new Error('Session storage is unavailable');
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
