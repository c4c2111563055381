import { SHOP_PAGES, STORE_POLICY_SLUGS, shortIdOfArtworkPage, storePolicyPath } from '@shop/contracts';
import { usePrefetchInfiniteQuery, usePrefetchQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { artworkByShortIdQueryOptions } from '../features/gallery/api/get-artwork-by-short-id';
import { artworkPagesQueryOptions } from '../features/gallery/api/get-artwork-pages';
import { previewVersionQueryOptions } from '../lib/preview-version';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { ShopLayout } from './shop-layout';

// Declarative routes (<Routes>, React.lazy) rather than a data router: the shop uses no loaders,
// actions or fetchers, and the data router's code was about 15 KB of the home page's gzipped
// JavaScript (bench/web/home-js-size.mjs). Route-level code splitting keeps the
// dashboard and payment code out of the home page bundle.
const Dashboard = lazyPage(() => import('./routes/dashboard/dashboard'));
const loadHome = () => import('./routes/home');
const Home = lazyPage(loadHome);
const AbstractArt = lazyPage(() => import('./routes/abstract-art'));
const SciFi = lazyPage(() => import('./routes/sci-fi'));
const Algornation = lazyPage(() => import('./routes/algornation'));
const Miscellaneous = lazyPage(() => import('./routes/miscellaneous'));
const Contact = lazyPage(() => import('./routes/contact'));
const WelcomeGenerator = lazyPage(() => import('./routes/welcome-generator'));
const Checkout = lazyPage(() => import('./routes/checkout'));
const CheckoutWithTax = lazyPage(() => import('./routes/checkout-with-tax'));
const Success = lazyPage(() => import('./routes/success'));
const Receipt = lazyPage(() => import('./routes/receipt'));
const Download = lazyPage(() => import('./routes/download'));
// A buyer's library.
const Library = lazyPage(() => import('./routes/library'));
const Pricing = lazyPage(() => import('./routes/pricing'));
const Expenses = lazyPage(() => import('./routes/expenses'));
const CustomLogos = lazyPage(() => import('./routes/custom-logos'));
const ArtworkPage = lazyPage(() => import('./routes/artwork'));
const Search = lazyPage(() => import('./routes/search'));
const About = lazyPage(() => import('./routes/about'));
// The five store policy pages share one module.
const Policy = lazyPage(() => import('./routes/policy'));

/** The gallery pages and the category each shows (the home page's is the house category). */
const GALLERY_PAGES = [
  [paths.home, env.houseCategory, Home],
  [paths.abstractArt, SHOP_PAGES.abstractArt.category, AbstractArt],
  [paths.sciFi, SHOP_PAGES.sciFi.category, SciFi],
  [paths.algornation, SHOP_PAGES.algornation.category, Algornation],
  [paths.miscellaneous, SHOP_PAGES.miscellaneous.category, Miscellaneous],
] as const;

/** The other pages of the shop's layout. */
const OTHER_SHOP_PAGES = [
  [paths.contact, Contact],
  [paths.welcomeGenerator, WelcomeGenerator],
  [paths.checkout, Checkout],
  [paths.checkoutWithTax, CheckoutWithTax],
  [paths.success, Success],
  [paths.receipt, Receipt],
  [paths.download, Download],
  [paths.library, Library],
  [paths.pricing, Pricing],
  [paths.expenses, Expenses],
  [paths.customLogos, CustomLogos],
  [paths.artwork, ArtworkPage],
  [paths.search, Search],
  [paths.about, About],
] as const;

/**
 * How long the first render waits for the page's data (a gallery's first page, an artwork page's
 * artwork). The gateway preloads it from the page's head, so it has normally arrived with the
 * page's code; an API slower than this gets the page's loading state instead of a blank page.
 */
const DATA_WAIT_MS = 500;

type GalleryPage = (typeof GALLERY_PAGES)[number];

/** Starts loading what the page at `pathname` shows first, when it is one the gateway preloads. */
function prefetchPageData(
  pathname: string,
  gallery: GalleryPage | undefined,
  queryClient: QueryClient,
): Promise<void> | undefined {
  if (gallery) return queryClient.prefetchInfiniteQuery(artworkPagesQueryOptions({ category: gallery[1] }));
  const slugAndId = matchPath(paths.artwork, pathname)?.params.slugAndId;
  const shortId = slugAndId === undefined ? undefined : shortIdOfArtworkPage(slugAndId);
  return shortId === undefined ? undefined : queryClient.prefetchQuery(artworkByShortIdQueryOptions(shortId));
}

/**
 * Loads the code of the page at `pathname` and the data it shows first (a gallery's
 * works, an artwork page's artwork) before the first render. That render then shows the page with
 * its data: without this it committed a blank Suspense fallback, rendered the page again once its
 * code arrived and a third time once its data did, all on the main thread before the largest
 * paint. Never rejects: a page whose code failed to load renders as before (its error screen).
 */
export async function preloadPage(pathname: string, queryClient: QueryClient): Promise<void> {
  const gallery = GALLERY_PAGES.find(([path]) => matchPath(path, pathname));
  const policy = STORE_POLICY_SLUGS.some((slug) => matchPath(storePolicyPath(slug), pathname));
  const page =
    gallery?.[2] ??
    (policy ? Policy : undefined) ??
    (matchPath(paths.dashboard, pathname) ? Dashboard : undefined) ??
    OTHER_SHOP_PAGES.find(([path]) => matchPath(path, pathname))?.[1];
  // The home page's featured section (code and artworks); nothing when its served layout features none.
  const featured =
    gallery?.[0] === paths.home
      ? loadHome().then((home) => home.preloadHomeFeatured(env.homeLayout, queryClient))
      : undefined;
  const data = [prefetchPageData(pathname, gallery, queryClient), featured].filter((work) => work !== undefined);
  const dataOrDeadline =
    data.length === 0
      ? undefined
      : Promise.race([
          Promise.all(data).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS)),
        ]);
  await page?.preload().catch(() => undefined);
  await dataOrDeadline;
}

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
 * A gallery page starts loading the first page of its category at once, beside its
 * code instead of after it. The page shows its own loading state, and a failed load its error state.
 */
function Gallery({ category, children }: { category: string; children: ReactNode }) {
  usePrefetchInfiniteQuery(artworkPagesQueryOptions({ category }));
  return <Lazy>{children}</Lazy>;
}

/** Every route of the app. */
export function AppRoutes() {
  // Preview URLs carry the shop-wide version; asked for beside the first page's code so
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
          {GALLERY_PAGES.map(([path, category, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <Gallery category={category}>
                  <Page />
                </Gallery>
              }
            />
          ))}
          {OTHER_SHOP_PAGES.map(([path, Page]) => (
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
