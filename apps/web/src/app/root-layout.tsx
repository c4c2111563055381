import { Outlet } from 'react-router-dom';
import { CartPanelHost, CartProvider } from '../features/cart';
import { ScrollRestoration } from './scroll-restoration';

/** Every page: the cart (its state and side panel) lives here so it survives navigation. */
export function RootLayout() {
  return (
    <CartProvider>
      <Outlet />
      <CartPanelHost />
      <ScrollRestoration />
    </CartProvider>
  );
}
