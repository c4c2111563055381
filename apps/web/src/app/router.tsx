import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { ShopLayout } from './shop-layout';

type PageModule = { default: React.ComponentType };

// Route-level code splitting keeps the dashboard and payment code out of the home page bundle.
const lazyPage = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.dashboard, ...lazyPage(() => import('./routes/dashboard/dashboard')) },
      {
        element: <ShopLayout />,
        errorElement: <RouteError />,
        children: [
          { path: paths.home, ...lazyPage(() => import('./routes/home')) },
          { path: paths.abstractArt, ...lazyPage(() => import('./routes/abstract-art')) },
          { path: paths.sciFi, ...lazyPage(() => import('./routes/sci-fi')) },
          { path: paths.algornation, ...lazyPage(() => import('./routes/algornation')) },
          { path: paths.miscellaneous, ...lazyPage(() => import('./routes/miscellaneous')) },
          { path: paths.contact, ...lazyPage(() => import('./routes/contact')) },
          { path: paths.welcomeGenerator, ...lazyPage(() => import('./routes/welcome-generator')) },
          { path: paths.checkout, ...lazyPage(() => import('./routes/checkout')) },
          { path: paths.checkoutWithTax, ...lazyPage(() => import('./routes/checkout-with-tax')) },
          { path: paths.success, ...lazyPage(() => import('./routes/success')) },
          { path: paths.download, ...lazyPage(() => import('./routes/download')) },
          { path: paths.pricing, ...lazyPage(() => import('./routes/pricing')) },
          { path: paths.expenses, ...lazyPage(() => import('./routes/expenses')) },
          { path: paths.customLogos, ...lazyPage(() => import('./routes/custom-logos')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
