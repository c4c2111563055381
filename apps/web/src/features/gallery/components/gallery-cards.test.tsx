import { artworkPagePath, saleOrNull, SHOP_PAGES } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicArtworksFetch } from '../../../testing/artwork-pages';
import { makeArtwork, renderStorefront } from '../../../testing/storefront';
import { galleryMessages } from '../messages';
import { ABSTRACT_CATEGORY, AbstractCollection } from './abstract-collection';
import { CategoryGallery } from './category-gallery';
import { HomeGallery } from './home-gallery';

// Every card links to its artwork page, shows its price without hover, and letterboxes the art.
const wide = makeArtwork({ title: 'Wide One', price: '19.99', width: 1600, height: 900 });
const tall = makeArtwork({ title: 'Tall One', price: null, width: 600, height: 1200 });

/** No ancestor of the element hides it until hover (SPEC's overlay was `opacity-0` until hovered). */
function shownWithoutHover(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.classList.contains('opacity-0') || node.classList.contains('sr-only')) return false;
  }
  return true;
}

describe('gallery cards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('main gallery: the title links to the page, the price shows without hover, the art is contained', async () => {
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => [wide, tall]),
    );
    const onBuy = vi.fn();
    const { router } = renderStorefront(
      <HomeGallery
        category="Core Collection"
        renderActions={(artwork) => (
          <button type="button" onClick={() => onBuy(artwork.id)}>
            {galleryMessages.addToCartLabel(artwork.title)}
          </button>
        )}
      />,
    );
    const [wideCard, tallCard] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];

    const link = within(wideCard).getByRole('link', { name: 'Wide One' });
    expect(link).toHaveAttribute('href', artworkPagePath(wide));
    expect(within(wideCard).getAllByRole('link')).toHaveLength(1);
    expect(shownWithoutHover(within(wideCard).getByText('$19.99'))).toBe(true);
    for (const card of [wideCard, tallCard]) expect(within(card).getByRole('img')).toHaveClass('object-contain');

    // Add to Cart is a separate button, reachable by keyboard after the title link.
    const user = userEvent.setup();
    const button = within(wideCard).getByRole('button', { name: galleryMessages.addToCartLabel('Wide One') });
    expect(link.contains(button)).toBe(false);
    link.focus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onBuy).toHaveBeenCalledWith(wide.id);
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(tallCard).getByRole('link', { name: 'Tall One' }));
    expect(router.state.location.pathname).toBe(artworkPagePath(tall));
  });

  it('category pages: each card links to its page and shows its price without hover', async () => {
    const starFox = makeArtwork({ title: 'Star Fox', category: 'Sci-Fi', price: '24.99' });
    const keptBack = makeArtwork({ title: 'Kept', category: 'Sci-Fi', isForSale: false });
    const sciFi = [starFox, keptBack];
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => sciFi),
    );
    renderStorefront(
      <CategoryGallery
        category="Sci-Fi"
        largestPaint={SHOP_PAGES.sciFi.largestPaint}
        eagerCount={4}
        text={galleryMessages.sciFi}
        priceCentsOf={saleOrNull}
        renderPurchase={(artwork) => <button type="button">buy {artwork.title}</button>}
      />,
    );
    const [priced, kept] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(priced).getByRole('link', { name: 'Star Fox' })).toHaveAttribute('href', artworkPagePath(starFox));
    expect(shownWithoutHover(within(priced).getByText('$24.99'))).toBe(true);
    expect(within(priced).getByRole('img')).toHaveClass('object-contain');
    expect(within(kept).getByRole('link', { name: 'Kept' })).toHaveAttribute('href', artworkPagePath(keptBack));
    expect(within(kept).queryByRole('button')).not.toBeInTheDocument();
    expect(within(kept).getByText(galleryMessages.ocrVerifiedTick)).toBeInTheDocument();
  });

  it('category pages: an unpriced card approved over an open OCR finding says Curator approved', async () => {
    const over = makeArtwork({
      title: 'Over',
      category: 'Sci-Fi',
      price: null,
      ocrErrors: ['Possible misspelling: "NIGH"'],
    });
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => [over]),
    );
    renderStorefront(
      <CategoryGallery
        category="Sci-Fi"
        largestPaint={SHOP_PAGES.sciFi.largestPaint}
        eagerCount={4}
        text={galleryMessages.sciFi}
        priceCentsOf={saleOrNull}
        renderPurchase={() => null}
      />,
    );
    const card = await screen.findByRole('article');
    expect(within(card).getByText(galleryMessages.curatorApproved)).toBeInTheDocument();
    expect(within(card).queryByText(galleryMessages.ocrVerifiedTick)).not.toBeInTheDocument();
  });

  it('abstract art: the featured piece and every grid card link to their pages', async () => {
    const swirl = makeArtwork({ title: 'Swirl', category: ABSTRACT_CATEGORY, price: '14.99' });
    const pieces = [swirl, makeArtwork({ title: 'Unpriced', category: ABSTRACT_CATEGORY, price: null })];
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => pieces),
    );
    renderStorefront(<AbstractCollection onPurchase={vi.fn()} isBusy={() => false} />);
    const featured = await screen.findByRole('region', { name: galleryMessages.abstract.featuredHeading });
    expect(within(featured).getByRole('link', { name: 'Swirl' })).toHaveAttribute('href', artworkPagePath(swirl));
    const grid = screen.getByRole('list', { name: galleryMessages.abstract.title });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(pieces.map(artworkPagePath));
    for (const img of within(grid).getAllByRole('img')) expect(img).toHaveClass('object-contain');
  });
});
