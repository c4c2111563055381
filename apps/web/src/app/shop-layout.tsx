import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/layouts/site-footer';
import { TopBar } from '../components/layouts/top-bar';
import { CartButton } from '../features/cart';

/** The public pages: fixed top bar, the page, the footer. */
export function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar cart={<CartButton />} />
      <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
