import type { ShopIdentity } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../components/errors/not-found-page';
import { pageTitleAt } from '../components/layouts/use-page-title';
import { parseShopIdentity } from '../config/env';
import { createQueryClient } from '../lib/query-client';
import { jsonFetch, renderStorefront } from '../testing/storefront';
import { RootLayout } from './root-layout';
import ContactPage from './routes/contact';
import ReceiptPage from './routes/receipt';
import { ShopLayout } from './shop-layout';

// The artist's shop, not the default, in the frame and title of every page.
const MIRA: ShopIdentity = {
  shopName: 'Mira Prints',
  supportEmail: 'hello@mira.example',
  logoUrl: '/api/shop-identity/logo?v=0123456789abcdef',
};

/** The top bar (the page's own header is a banner too). */
const topBar = async () => (await screen.findAllByRole('banner'))[0] as HTMLElement;

describe("the shop's frame", () => {
  // The root layout restores the scroll position, which jsdom does not implement.
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("names the artist's shop in the header with its logo, in the footer and in the tab's title", async () => {
    const { router } = renderStorefrontAt('/contact', () => MIRA);
    const header = within(await topBar());
    expect(await header.findByRole('link', { name: 'Mira Prints' })).toHaveAttribute('href', '/');
    expect((await topBar()).querySelector('img')).toHaveAttribute('src', MIRA.logoUrl);
    expect(screen.getByText(`© ${new Date().getFullYear()} Mira Prints. All rights reserved.`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact | Mira Prints'));
    // The About card names it, with the address buyers write to.
    expect(screen.getByText(/^Mira Prints sells AI-generated artwork/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support: hello@mira.example' })).toHaveAttribute(
      'href',
      'mailto:hello@mira.example',
    );
    expect(screen.queryByText(/Algorithmic Art Gallery/)).not.toBeInTheDocument();

    await act(() => router.navigate('/pricing'));
    await waitFor(() => expect(document.title).toBe('Pricing | Mira Prints'));
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(document.title).toBe('Page not found | Mira Prints'));
  });

  it('shows the default name, and no logo, when the identity cannot be had', async () => {
    renderStorefrontAt('/contact', () => new Response('{}', { status: 503 }));
    const header = within(await topBar());
    expect(await header.findByRole('link', { name: 'Algorithmic Art Gallery' })).toBeInTheDocument();
    expect((await topBar()).querySelector('img')).toBeNull();
  });
});

describe('the printed receipt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is headed with the shop's logo and name, which the unprinted top bar shows on screen", async () => {
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/shop-identity': () => MIRA }));
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: '/success/receipt' });
    const printed = await screen.findByTestId('printed-shop');
    expect(printed).toHaveTextContent('Mira Prints');
    expect(printed.querySelector('img')).toHaveAttribute('src', MIRA.logoUrl);
    expect(printed).toHaveClass('hidden', 'print:flex');
  });
});

describe('the pieces of the frame', () => {
  it("titles each page as the gateway's head does, leaving artwork pages to themselves", () => {
    expect(pageTitleAt('/', 'Mira Prints')).toBe('Mira Prints');
    expect(pageTitleAt('/sci-fi/', 'Mira Prints')).toBe('Sci-Fi | Mira Prints');
    expect(pageTitleAt('/nowhere', 'Mira Prints')).toBe('Page not found | Mira Prints');
    expect(pageTitleAt('/art/neon-koi-3f2a9c1b7d4e', 'Mira Prints')).toBeUndefined();
  });

  it('reads the identity the gateway writes into the page, and nothing that is not one', () => {
    expect(parseShopIdentity(JSON.stringify(MIRA))).toEqual(MIRA);
    expect(parseShopIdentity(undefined)).toBeUndefined();
    expect(parseShopIdentity('not json')).toBeUndefined();
    expect(parseShopIdentity(JSON.stringify({ shopName: 'X' }))).toBeUndefined();
  });
});

/** The root and shop layouts with the contact page, at `path`; other paths show the 404 page. */
function renderStorefrontAt(path: string, identity: () => unknown) {
  vi.stubGlobal('fetch', jsonFetch({ 'GET /api/shop-identity': identity }));
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            element: <ShopLayout />,
            children: [
              { path: '/contact', element: <ContactPage /> },
              { path: '/pricing', element: <h1>Pricing</h1> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}
