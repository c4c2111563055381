import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/router';
import { createQueryClient } from '../../lib/query-client';
import { jsonFetch } from '../../testing/storefront';
import { RouteErrorBoundary } from './route-error-boundary';

describe('fallback screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 404 page for an unknown path', async () => {
    // The shop layout asks the payment mode (for the test-mode notice), as the app's provider allows.
    vi.stubGlobal('fetch', jsonFetch({}));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/no/such/page']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows "Something went wrong" with a Refresh Page button when a page crashes, and forgets it on another page', async () => {
    function Crash(): never {
      throw new Error('boom');
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/crashing">
        <Crash />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Page crashed', expect.any(Error), expect.any(String));

    rerender(
      <RouteErrorBoundary resetKey="/elsewhere">
        <h1>Another page</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Another page' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
