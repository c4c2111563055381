import { ARTWORK_PAGE_PREFIX, shopPageAt, shopPageTitle } from '@shop/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessages } from '../errors/messages';

/**
 * The browser tab's title of the page at `pathname`, as the gateway writes it in the page's head
 * (one wording: shopPageTitle), or undefined for an artwork page, which titles itself once its
 * artwork is known.
 */
export function pageTitleAt(pathname: string, shopName: string): string | undefined {
  if (pathname.startsWith(ARTWORK_PAGE_PREFIX)) return undefined;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return shopPageTitle(shopPageAt(trimmed)?.title ?? errorMessages.notFoundHeadTitle, shopName);
}

/**
 * The tab's title follows the app's own navigation (the gateway titles only the page it
 * served) and ends with the shop's name, the artist's once it is known.
 */
export function usePageTitle(shopName: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitleAt(pathname, shopName);
    if (title !== undefined) document.title = title;
  }, [pathname, shopName]);
}
