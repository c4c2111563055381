import { Suspense, lazy, useState } from 'react';
import { useCart } from '../cart-context';

// The panel (a Radix dialog with focus trap and scroll lock) is fetched the first time the cart
// opens, keeping it out of the JavaScript every page loads up front.
const CartPanel = lazy(() => import('./cart-panel').then((module) => ({ default: module.CartPanel })));

/** Warms the panel's chunk, e.g. when the pointer reaches the cart button. */
export function preloadCartPanel(): void {
  void import('./cart-panel');
}

export function CartPanelHost() {
  const { isOpen } = useCart();
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
