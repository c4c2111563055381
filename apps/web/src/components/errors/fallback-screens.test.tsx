import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { createQueryClient } from '../../lib/query-client';
import { jsonFetch } from '../../testing/storefront';

describe('fallback screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 404 page for an unknown path', async () => {
    // The shop layout asks the payment mode (issue #14 test-mode notice), as the app's provider allows.
    vi.stubGlobal('fetch', jsonFetch({}));
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows "Something went wrong" with a Refresh Page button when a page crashes', async () => {
    function Crash(): never {
      throw new Error('boom');
    }
    const original = console.error;
    console.error = () => {};
    const router = createMemoryRouter([{ path: '/', element: <Crash />, errorElement: routes[0]?.errorElement }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    console.error = original;
  });
});
