import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/layouts/site-footer';
import { TopBar } from '../components/layouts/top-bar';
import { CartButton } from '../features/cart';
import { SearchBox } from '../features/gallery/components/search-box';
import { useShownShopIdentity } from '../features/shop-identity/api/shop-identity-query';
// Only the notice: the payment code stays out of the home page bundle.
import { TestModeNotice } from '../features/payment/components/test-mode-notice';

/**
 * The public pages: fixed top bar, the page, the footer. The test-mode notice on every
 * one of them while payments run the simulator; a printed page (the receipt) keeps only the page.
 */
export function ShopLayout() {
  // The artist's name, logo and support address in the frame of every public page.
  const identity = useShownShopIdentity();
  return (
    <div className="flex min-h-screen flex-col">
      <div className="print:hidden">
        <TopBar cart={<CartButton />} search={<SearchBox />} brand={identity} />
      </div>
      <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none print:pt-0">
        <Outlet />
        {/* After the page, in its flow: it never covers the page's content. */}
        <TestModeNotice />
      </div>
      <div className="print:hidden">
        <SiteFooter shop={identity} />
      </div>
    </div>
  );
}
