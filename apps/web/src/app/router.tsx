import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import { env } from '../config/env';
import { artworkPagesQueryOptions } from '../features/gallery/api/get-artwork-pages';
import { previewVersionQueryOptions } from '../lib/preview-version';
import { RootLayout } from './root-layout';
import { ShopLayout } from './shop-layout';

type PageModule = { default: React.ComponentType };

// Route-level code splitting keeps the dashboard and payment code out of the home page bundle.
const lazyPage = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Gallery pages start loading the first page of their category at once (issue #15), beside their
 * code instead of after it. Not awaited: the page shows its own loading state, and a failed load
 * its error state.
 */
const prefetchArtworks =
  (queryClient: QueryClient | undefined, category: string): RouteObject['loader'] =>
  () => {
    if (queryClient) void queryClient.prefetchInfiniteQuery(artworkPagesQueryOptions({ category }));
    return null;
  };

export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Issue #16: preview URLs carry the shop-wide version; fetched beside the first page's code
    // so the images ask once, with it. Not awaited: until it arrives they use the plain URLs.
    loader: () => {
      if (queryClient) void queryClient.prefetchQuery(previewVersionQueryOptions());
      return null;
    },
    // While the first page's code loads (a blank page of the right colour, announced as busy).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      { path: paths.dashboard, ...lazyPage(() => import('./routes/dashboard/dashboard')) },
      {
        element: <ShopLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home,
            loader: prefetchArtworks(queryClient, env.houseCategory),
            ...lazyPage(() => import('./routes/home')),
          },
          {
            path: paths.abstractArt,
            loader: prefetchArtworks(queryClient, 'Abstract Art'),
            ...lazyPage(() => import('./routes/abstract-art')),
          },
          {
            path: paths.sciFi,
            loader: prefetchArtworks(queryClient, 'Sci-Fi'),
            ...lazyPage(() => import('./routes/sci-fi')),
          },
          {
            path: paths.algornation,
            loader: prefetchArtworks(queryClient, 'Algornation'),
            ...lazyPage(() => import('./routes/algornation')),
          },
          {
            path: paths.miscellaneous,
            loader: prefetchArtworks(queryClient, 'Miscellaneous'),
            ...lazyPage(() => import('./routes/miscellaneous')),
          },
          { path: paths.contact, ...lazyPage(() => import('./routes/contact')) },
          { path: paths.welcomeGenerator, ...lazyPage(() => import('./routes/welcome-generator')) },
          { path: paths.checkout, ...lazyPage(() => import('./routes/checkout')) },
          { path: paths.checkoutWithTax, ...lazyPage(() => import('./routes/checkout-with-tax')) },
          { path: paths.success, ...lazyPage(() => import('./routes/success')) },
          { path: paths.receipt, ...lazyPage(() => import('./routes/receipt')) },
          { path: paths.download, ...lazyPage(() => import('./routes/download')) },
          { path: paths.pricing, ...lazyPage(() => import('./routes/pricing')) },
          { path: paths.expenses, ...lazyPage(() => import('./routes/expenses')) },
          { path: paths.customLogos, ...lazyPage(() => import('./routes/custom-logos')) },
          { path: paths.artwork, ...lazyPage(() => import('./routes/artwork')) },
          { path: paths.search, ...lazyPage(() => import('./routes/search')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The route table without data prefetching (tests render it with their own client). */
export const routes = createRoutes();

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
