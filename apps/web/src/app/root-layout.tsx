import { Outlet } from 'react-router-dom';
import { usePageTitle } from '../components/layouts/use-page-title';
import { CartPanelHost, CartProvider } from '../features/cart';
import { useShopName } from '../features/shop-identity/api/shop-identity-query';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Every page: the cart (its state and side panel) lives here so it survives navigation; the tab's
 * title follows the page and the shop's name.
 */
export function RootLayout() {
  usePageTitle(useShopName());
  return (
    <CartProvider>
      <Outlet />
      <CartPanelHost />
      <ScrollRestoration />
    </CartProvider>
  );
}
