import { artworkPagePath, featuredArtworksUrl, type Artwork } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES } from '../../features/layout-preview/messages';
import { artworkPage, jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import type { createQueryClient } from '../../lib/query-client';
import type { preloadPage } from '../router';
import HomePage from './home';

/** What a test of a fresh start uses, all from that start's own modules. */
interface FreshStart {
  asked: string[];
  renderStorefront: typeof renderStorefront;
  HomePage: typeof HomePage;
  preloadPage: typeof preloadPage;
  createQueryClient: typeof createQueryClient;
}

// The home page's featured section links each piece to its page, with its price shown.
describe('home page featured section', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('links each featured piece to its artwork page and shows the price of what can be bought', async () => {
    const onSale = makeArtwork({ id: 'c0000000-0001-4000-8000-000000000001', title: 'Glass Dune', price: '17.00' });
    const kept = makeArtwork({ id: 'c0000000-0002-4000-8000-000000000002', title: 'Kept Dune', isForSale: false });
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/artworks': (_body, url) => {
          asked.push(url);
          const ids = url.searchParams.get('ids')?.split(',');
          return artworkPage(ids ? [kept, onSale].filter((artwork) => ids.includes(artwork.id)) : [onSale, kept]);
        },
        'GET /api/layout': () => ({ template: 'minimalist-grid', featuredIds: [onSale.id, kept.id] }),
      }),
    );
    renderStorefront(<HomePage />);
    const featured = await screen.findByRole('region', { name: PREVIEW_MESSAGES.featuredHeading });
    const [first, second] = within(featured).getAllByTestId('featured-artwork') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Glass Dune' })).toHaveAttribute('href', artworkPagePath(onSale));
    expect(within(first).getByText('$17.00')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Glass Dune' })).toHaveClass('object-contain');
    expect(within(second).getByRole('link', { name: 'Kept Dune' })).toHaveAttribute('href', artworkPagePath(kept));
    expect(within(second).queryByText(/\$\d/)).not.toBeInTheDocument();
    // The section asks for its picks by id, not for the whole public list.
    const featuredAsk = asked.find((url) => url.searchParams.has('ids'));
    expect(featuredAsk?.searchParams.get('ids')).toBe(`${onSale.id},${kept.id}`);
    expect(asked.every((url) => url.searchParams.has('limit'))).toBe(true);
  });

  /**
   * A fresh start of the app (it reads the page's meta tags once) on a page served with a layout
   * that features `artwork`, whose shop answers the artwork lists but never its own layout (the
   * page must not wait for it). `asked` lists every URL the page fetched.
   */
  async function startServedWithFeatured(artwork: Artwork, run: (fresh: FreshStart) => Promise<void>) {
    const meta = document.createElement('meta');
    meta.name = 'shop-home-layout';
    meta.content = JSON.stringify({ template: 'modern-gallery', featuredIds: [artwork.id] });
    document.head.append(meta);
    try {
      vi.resetModules();
      const storefront = await import('../../testing/storefront');
      const asked: string[] = [];
      const shop = storefront.jsonFetch({ 'GET /api/artworks': () => storefront.artworkPage([artwork]) });
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        asked.push(String(input));
        return String(input).startsWith('/api/layout') ? new Promise<never>(() => {}) : shop(input, init);
      });
      await run({
        asked,
        renderStorefront: storefront.renderStorefront,
        HomePage: (await import('./home')).default,
        preloadPage: (await import('../router')).preloadPage,
        createQueryClient: (await import('../../lib/query-client')).createQueryClient,
      });
    } finally {
      meta.remove();
      vi.resetModules();
    }
  }

  it('reserves the featured section from the first render with the layout the page was served with', async () => {
    const onSale = makeArtwork({ id: 'c0000000-0003-4000-8000-000000000003', title: 'Salt Moon', price: '17.00' });
    await startServedWithFeatured(onSale, async ({ renderStorefront: render, HomePage: FreshHomePage }) => {
      render(<FreshHomePage />);
      expect(screen.getByTestId('featured-skeleton')).toBeInTheDocument();
      const featured = await screen.findByRole('region', { name: PREVIEW_MESSAGES.featuredHeading });
      expect(within(featured).getByRole('link', { name: 'Salt Moon' })).toBeInTheDocument();
      expect(screen.queryByTestId('featured-skeleton')).not.toBeInTheDocument();
    });
  });

  it('draws the featured section with its artworks in the first render after preloadPage', async () => {
    const onSale = makeArtwork({ id: 'c0000000-0004-4000-8000-000000000004', title: 'Ink Tide', price: '17.00' });
    await startServedWithFeatured(onSale, async (fresh) => {
      const queryClient = fresh.createQueryClient();
      await fresh.preloadPage('/', queryClient);
      // The section's artworks were asked for at the URL the gateway preloads from the page's head.
      expect(fresh.asked).toContain(featuredArtworksUrl([onSale.id]));
      fresh.renderStorefront(<fresh.HomePage />, { queryClient });
      const featured = screen.getByRole('region', { name: PREVIEW_MESSAGES.featuredHeading });
      expect(within(featured).getByRole('link', { name: 'Ink Tide' })).toBeInTheDocument();
      expect(screen.queryByTestId('featured-skeleton')).not.toBeInTheDocument();
    });
  });
});
