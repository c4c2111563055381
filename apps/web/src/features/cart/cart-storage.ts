import { isCartItemList, type CartItem } from '../../lib/cart-item';
import { normaliseCart } from './cart-rules';
import { cartMessages } from './messages';

// SPEC §7: "local storage under a cart key; the key name is not shown".
export const CART_STORAGE_KEY = 'cart';

/**
 * SPEC §4: restored at load; corrupt stored data is ignored with a console error only. An
 * artwork saved with a quantity above 1 comes back as one licence.
 */
export function loadCart(storage: Storage | undefined = safeLocalStorage()): CartItem[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!isCartItemList(parsed)) throw new TypeError('The saved cart does not hold cart items');
    return normaliseCart(parsed);
  } catch (error) {
    console.error(cartMessages.corruptSavedCart, error);
    return [];
  }
}

/** SPEC §4: persisted on every change. A full or blocked storage must not break the shop. */
export function saveCart(items: readonly CartItem[], storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.error('Could not save the cart', error);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}
