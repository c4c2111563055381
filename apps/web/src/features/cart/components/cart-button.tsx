import { ShoppingCart } from 'lucide-react';
import { useCart } from '../cart-context';
import { cartMessages } from '../messages';
import { preloadCartPanel } from './cart-panel-host';

/** SPEC §2: the top bar's cart button showing the item count; opens the side panel. */
export function CartButton() {
  const { itemCount, setOpen } = useCart();
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      aria-label={cartMessages.openCart(itemCount)}
      className="relative inline-flex h-10 items-center gap-2 rounded-md px-3 text-neutral-100 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      <span
        data-testid="cart-count"
        className="min-w-5 rounded-full bg-violet-600 px-1.5 text-center text-xs font-bold tabular-nums"
      >
        {itemCount}
      </span>
    </button>
  );
}
