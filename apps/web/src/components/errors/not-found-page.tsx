import { shopPageTitle } from '@shop/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useShopName } from '../../features/shop-identity/api/shop-identity-query';
import { errorMessages } from './messages';

/** SPEC §2's 404 page; titled and signed with the shop's own name. */
export function NotFoundPage() {
  const shopName = useShopName();
  // An artwork page that finds no artwork shows this page: the layout leaves its title to it.
  useEffect(() => {
    document.title = shopPageTitle(errorMessages.notFoundHeadTitle, shopName);
  }, [shopName]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{errorMessages.notFoundTitle}</h1>
      <p className="text-neutral-400">{errorMessages.notFoundText(shopName)}</p>
      <Link to={paths.home} className="rounded-md bg-violet-600 px-4 py-2 font-medium text-white hover:bg-violet-500">
        {errorMessages.backHome}
      </Link>
    </main>
  );
}
