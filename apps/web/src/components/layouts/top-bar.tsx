import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { layoutMessages } from './messages';

/** The shop as the top bar names it; undefined while a page served without it asks for it. */
export interface TopBarBrand {
  shopName: string;
  logoUrl: string | null;
}

/**
 * SPEC §2: fixed top bar with the brand link to /, a PRICING link and the cart button, with
 * the shop's search box before them; it names the artist's shop, with its logo.
 */
export function TopBar({
  cart,
  search,
  brand,
}: {
  cart: ReactNode;
  search?: ReactNode;
  brand: TopBarBrand | undefined;
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-neutral-800 bg-neutral-950/90 backdrop-blur">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-violet-600 focus:px-3 focus:py-2"
      >
        {layoutMessages.skipToContent}
      </a>
      <nav
        aria-label={layoutMessages.mainNav}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"
      >
        <Link
          to={paths.home}
          aria-label={brand ? undefined : layoutMessages.homeLink}
          className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight sm:text-xl"
        >
          {brand?.logoUrl ? (
            // The name beside it says what it is: the picture is decoration to a screen reader.
            <img src={brand.logoUrl} alt="" className="h-9 w-auto max-w-24 shrink-0 object-contain" />
          ) : null}
          {/* While the name loads, its place is kept (no jump, and never the default name first). */}
          <span className={brand ? 'truncate' : 'invisible w-40'}>{brand?.shopName ?? '\u00a0'}</span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          {search}
          <Link
            to={paths.pricing}
            className="rounded-md px-3 py-2 text-sm font-semibold tracking-wider hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            {layoutMessages.pricing}
          </Link>
          {cart}
        </div>
      </nav>
    </header>
  );
}
