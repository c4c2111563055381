import type { Artwork } from '@shop/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { CartProvider } from '../features/cart';
import { CartPanel } from '../features/cart/components/cart-panel';
import { createQueryClient } from '../lib/query-client';
import { buildArtwork } from './admin-api-stub';

let sequence = 0;

/** A shop artwork: approved, for sale at $14.99 in the house category unless overridden. */
export function makeArtwork(overrides: Partial<Artwork> = {}): Artwork {
  sequence += 1;
  return buildArtwork({
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    originalName: `art-${sequence}.png`,
    title: `Artwork ${sequence}`,
    price: '14.99',
    isForSale: true,
    status: 'approved',
    width: 1024,
    height: 1024,
    fileSize: 1024000,
    ...overrides,
  });
}

export interface StorefrontRender extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/**
 * Renders `element` at `path` inside what the app gives every page: query client, cart (with its
 * panel) and toasts. Other paths render a marker heading so navigation can be asserted.
 */
export function renderStorefront(
  element: ReactElement,
  {
    path = '/',
    initialEntry = path,
    queryClient = createQueryClient(),
  }: { path?: string; initialEntry?: string; queryClient?: QueryClient } = {},
): StorefrontRender {
  const routes: RouteObject[] = [
    {
      element: (
        <CartProvider>
          <Outlet />
          <CartPanel />
        </CartProvider>
      ),
      children: [
        { path, element },
        { path: '*', element: <NavigatedTo /> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

function NavigatedTo() {
  return <h1>Navigated away</h1>;
}

/** Stubbed fetch answering JSON by "METHOD /path" (query string ignored); unknown routes 404. */
/** A page answer of GET /api/artworks (the paged form) holding `items`, the last page. */
export function artworkPage(items: Artwork[]) {
  return { items, total: items.length, page: 1, limit: Math.max(items.length, 1), nextCursor: null };
}

export function jsonFetch(table: Record<string, (body: unknown, url: URL) => unknown>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = table[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), { status: 404 });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler(body, url);
    return answer instanceof Response
      ? answer
      : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
