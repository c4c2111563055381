import { artworkPagePath } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES } from '../../features/layout-preview/messages';
import { artworkPage, jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import HomePage from './home';

// Issue #15: the home page's featured section links each piece to its page, with its price shown.
describe('home page featured section (issue #15)', () => {
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
});
