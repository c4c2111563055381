import type { Artwork } from '@shop/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/** A complete artwork record; override what the test is about. */
export function buildArtwork(overrides: Partial<Artwork> = {}): Artwork {
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  return {
    id,
    filename: `${id}.png`,
    originalName: 'artwork.png',
    title: 'Untitled',
    category: 'Core Collection',
    price: null,
    isForSale: false,
    status: 'pending',
    ocrStatus: 'processed',
    ocrText: '',
    ocrErrors: [],
    width: 512,
    height: 512,
    fileSize: 1024,
    mimeType: 'image/png',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    uploadedAt: '2025-01-01T00:00:00.000Z',
    description: null,
    compareAtPrice: null,
    strikethroughPrice: null,
    ...overrides,
  };
}

export type RouteHandler = (request: { method: string; url: string; body: unknown }) => unknown;

/**
 * Stubs global fetch with a table of `"METHOD /path"` handlers (the query string is ignored).
 * A handler returns the JSON body, or a Response for anything else. Unknown routes answer 404.
 */
export function stubApi(routes: Record<string, RouteHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    if (handler === undefined)
      return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), { status: 404 });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const result = handler({ method, url, body });
    if (result instanceof Response) return result;
    if (result === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/dashboard', queryClient = createQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  // A wrapper, so `rerender` keeps the providers and the component's state.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
  return { ...result, queryClient };
}
