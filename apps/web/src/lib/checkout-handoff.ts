import { ArtworkSchema } from '@shop/contracts';
import { z } from 'zod';

/** SPEC §3 cart item: the artwork record and an integer quantity. */
export const CartItemSchema = z.object({
  artwork: ArtworkSchema,
  quantity: z.number().int().positive(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartItemListSchema = z.array(CartItemSchema);

/** SPEC §3 checkout handoff record: the cart items and the total (a number of dollars). */
export const CheckoutHandoffSchema = z.object({
  items: CartItemListSchema,
  total: z.number().nonnegative(),
});
export type CheckoutHandoff = z.infer<typeof CheckoutHandoffSchema>;

// SPEC §7: "stores items and total in session storage under a checkout entry".
export const CHECKOUT_STORAGE_KEY = 'checkout';

export function saveCheckoutHandoff(handoff: CheckoutHandoff, storage: Storage = window.sessionStorage): void {
  storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(handoff));
}

/** The stored handoff, or null when there is none or it cannot be read. */
export function loadCheckoutHandoff(storage: Storage = window.sessionStorage): CheckoutHandoff | null {
  const raw = storage.getItem(CHECKOUT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = CheckoutHandoffSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCheckoutHandoff(storage: Storage = window.sessionStorage): void {
  storage.removeItem(CHECKOUT_STORAGE_KEY);
}
