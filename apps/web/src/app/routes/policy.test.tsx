import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import PolicyPage from './policy';

describe('/policies/<slug>', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the policy’s title and its Markdown as formatted text, HTML as text', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/policies/refund-policy': () => ({
          slug: 'refund-policy',
          title: 'Refund Policy',
          markdown: '## Faulty files\n\nRefunded **in full**; see [FAQ](/policies/faq).\n\n<script>alert(1)</script>',
          updatedAt: '2026-11-20T12:00:00.000Z',
        }),
      }),
    );
    const { container } = renderStorefront(<PolicyPage slug="refund-policy" />, { path: '/policies/refund-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Faulty files' })).toBeInTheDocument();
    expect(screen.getByText('in full').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/policies/faq');
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Last updated November 20, 2026')).toBeInTheDocument();
  });

  it('says so when the policy cannot be loaded', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<PolicyPage slug="terms" />, { path: '/policies/terms' });
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
  });
});
