import { STORE_POLICY_SLUGS, storePolicyPath } from '@shop/contracts';
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { artworkPagesQueryOptions } from '../features/gallery/api/get-artwork-pages';
import { previewVersionQueryOptions } from '../lib/preview-version';
import { RootLayout } from './root-layout';
import { ShopLayout } from './shop-layout';

// Declarative routes (<Routes>, React.lazy) rather than a data router: the shop uses no loaders,
// actions or fetchers, and the data router's code was about 15 KB of the home page's gzipped
// JavaScript (issue #15, bench/web/home-js-size.mjs). Route-level code splitting keeps the
// dashboard and payment code out of the home page bundle.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Dashboard = page(() => import('./routes/dashboard/dashboard'));
const Home = page(() => import('./routes/home'));
const AbstractArt = page(() => import('./routes/abstract-art'));
const SciFi = page(() => import('./routes/sci-fi'));
const Algornation = page(() => import('./routes/algornation'));
const Miscellaneous = page(() => import('./routes/miscellaneous'));
const Contact = page(() => import('./routes/contact'));
const WelcomeGenerator = page(() => import('./routes/welcome-generator'));
const Checkout = page(() => import('./routes/checkout'));
const CheckoutWithTax = page(() => import('./routes/checkout-with-tax'));
const Success = page(() => import('./routes/success'));
const Receipt = page(() => import('./routes/receipt'));
const Download = page(() => import('./routes/download'));
const Pricing = page(() => import('./routes/pricing'));
const Expenses = page(() => import('./routes/expenses'));
const CustomLogos = page(() => import('./routes/custom-logos'));
const ArtworkPage = page(() => import('./routes/artwork'));
const Search = page(() => import('./routes/search'));
// Issue #25: the five store policy pages share one module.
const Policy = lazy(() => import('./routes/policy'));

/**
 * A page whose code may still be loading: a blank area of the page's colour, announced as busy,
 * holds its place; a crash in it shows SPEC's error screen, and leaving the page clears that.
 */
function Lazy({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * A gallery page starts loading the first page of its category at once (issue #15), beside its
 * code instead of after it. The page shows its own loading state, and a failed load its error state.
 */
function Gallery({ category, children }: { category: string; children: ReactNode }) {
  usePrefetchInfiniteQuery(artworkPagesQueryOptions({ category }));
  return <Lazy>{children}</Lazy>;
}

/** Every route of the app. */
export function AppRoutes() {
  // Issue #16: preview URLs carry the shop-wide version; asked for beside the first page's code so
  // the images ask once, with it. Until it arrives they use the plain URLs.
  usePrefetchQuery(previewVersionQueryOptions());
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path={paths.dashboard}
          element={
            <Lazy>
              <Dashboard />
            </Lazy>
          }
        />
        <Route element={<ShopLayout />}>
          <Route
            path={paths.home}
            element={
              <Gallery category={env.houseCategory}>
                <Home />
              </Gallery>
            }
          />
          <Route
            path={paths.abstractArt}
            element={
              <Gallery category="Abstract Art">
                <AbstractArt />
              </Gallery>
            }
          />
          <Route
            path={paths.sciFi}
            element={
              <Gallery category="Sci-Fi">
                <SciFi />
              </Gallery>
            }
          />
          <Route
            path={paths.algornation}
            element={
              <Gallery category="Algornation">
                <Algornation />
              </Gallery>
            }
          />
          <Route
            path={paths.miscellaneous}
            element={
              <Gallery category="Miscellaneous">
                <Miscellaneous />
              </Gallery>
            }
          />
          {(
            [
              [paths.contact, Contact],
              [paths.welcomeGenerator, WelcomeGenerator],
              [paths.checkout, Checkout],
              [paths.checkoutWithTax, CheckoutWithTax],
              [paths.success, Success],
              [paths.receipt, Receipt],
              [paths.download, Download],
              [paths.pricing, Pricing],
              [paths.expenses, Expenses],
              [paths.customLogos, CustomLogos],
              [paths.artwork, ArtworkPage],
              [paths.search, Search],
            ] as const
          ).map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <Lazy>
                  <Page />
                </Lazy>
              }
            />
          ))}
          {STORE_POLICY_SLUGS.map((slug) => (
            <Route
              key={slug}
              path={storePolicyPath(slug)}
              element={
                <Lazy>
                  <Policy slug={slug} />
                </Lazy>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
