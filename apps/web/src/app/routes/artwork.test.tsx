import { DOWNLOAD_LICENCE, artworkPagePath, artworkShortId } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../components/errors/messages';
import { paths } from '../../config/paths';
import { cartMessages } from '../../features/cart';
import { galleryMessages } from '../../features/gallery';
import { catalogHandlers } from '../../testing/artwork-catalog';
import { publicArtworksFetch } from '../../testing/artwork-pages';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import ArtworkPage from './artwork';

const m = galleryMessages.artworkPage;

// Artwork pages live at /art/<slug>-<short id>, so a renamed work keeps its address.
const koi = makeArtwork({
  id: '3f2a9c1b-7d4e-4000-8000-000000000001',
  title: 'Neon Koi',
  category: 'Sci-Fi',
  price: '19.99',
  width: 1600,
  height: 900,
});
const sameCategory = [
  makeArtwork({ id: 'a0000000-0002-4000-8000-000000000002', title: 'Star Fox', category: 'Sci-Fi' }),
  makeArtwork({ id: 'a0000000-0003-4000-8000-000000000003', title: 'Moon Owl', category: 'Sci-Fi' }),
];
const elsewhere = makeArtwork({ title: 'Abstract Thing', category: 'Abstract Art' });
const unapproved = makeArtwork({
  id: 'b0000000-0004-4000-8000-000000000004',
  title: 'Waiting',
  category: 'Sci-Fi',
  status: 'pending',
});

function openPage(entry: string, artworks = [koi, ...sameCategory, elsewhere, unapproved]) {
  const byShortId = jsonFetch(catalogHandlers(artworks));
  const list = publicArtworksFetch(() => artworks);
  // GET /api/artworks answers pages as the catalog does ("More from" asks one page of its category).
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === '/api/artworks' ? list(input) : byShortId(input, init),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, ...renderStorefront(<ArtworkPage />, { path: paths.artwork, initialEntry: entry }) };
}

describe('artwork page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("strikes the artist's reference or compare-at price only when the catalog sends one", async () => {
    const struck = makeArtwork({ ...koi, strikethroughPrice: '29.99' });
    openPage(artworkPagePath(struck), [struck, ...sameCategory]);
    expect(await screen.findByTestId('artwork-struck-price')).toHaveTextContent('$29.99');
    expect(screen.getByTestId('artwork-price')).toHaveTextContent(`$19.99 ${galleryMessages.originalPrice}: $29.99`);
  });

  it('strikes nothing, and says no original price, when the catalog sends no struck price', async () => {
    openPage(artworkPagePath(koi));
    expect(await screen.findByTestId('artwork-price')).toHaveTextContent('$19.99');
    expect(screen.queryByTestId('artwork-struck-price')).not.toBeInTheDocument();
    expect(screen.queryByText(galleryMessages.originalPrice, { exact: false })).not.toBeInTheDocument();
  });

  it("states what the buyer gets: the original's format, pixel size and file size", async () => {
    const original = makeArtwork({ ...koi, mimeType: 'image/png', width: 3000, height: 2000, fileSize: 4_200_000 });
    openPage(artworkPagePath(original), [original, ...sameCategory]);
    const facts = within(await screen.findByRole('region', { name: m.fileHeading }));
    expect(facts.getByText(m.fileFormat).nextElementSibling).toHaveTextContent(/^PNG$/);
    expect(facts.getByText(m.filePixelSize).nextElementSibling).toHaveTextContent('3000 × 2000 px');
    expect(facts.getByText(m.fileSize).nextElementSibling).toHaveTextContent(/^4\.2 MB$/);
  });

  it('leaves the pixel size out while the catalog does not know it', async () => {
    const unmeasured = makeArtwork({ ...koi, mimeType: 'image/jpeg', width: null, height: null, fileSize: 820_000 });
    openPage(artworkPagePath(unmeasured), [unmeasured, ...sameCategory]);
    const facts = within(await screen.findByRole('region', { name: m.fileHeading }));
    expect(facts.getByText(m.fileFormat).nextElementSibling).toHaveTextContent(/^JPEG$/);
    expect(facts.queryByText(m.filePixelSize)).not.toBeInTheDocument();
    expect(facts.getByText(m.fileSize).nextElementSibling).toHaveTextContent(/^820 KB$/);
  });

  it('loads the artwork by its short id and shows preview, title, category, badge, price and licence', async () => {
    openPage(artworkPagePath(koi));
    expect(screen.getByText(m.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Koi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sci-Fi' })).toHaveAttribute('href', paths.sciFi);
    expect(screen.getByText(galleryMessages.ocrVerified)).toBeInTheDocument();
    expect(screen.getByText('$19.99')).toBeInTheDocument();

    const preview = within(screen.getByRole('button', { name: m.zoom('Neon Koi') })).getByRole('img', {
      name: 'Neon Koi',
    });
    expect(preview).toHaveClass('object-contain');
    expect(preview.getAttribute('srcset')).toBe(
      `/api/files/${koi.filename}?w=480 480w, /api/files/${koi.filename}?w=720 720w, /api/files/${koi.filename}?w=960 960w, /api/files/${koi.filename}?w=1600 1600w`,
    );

    const licence = screen.getByRole('region', { name: DOWNLOAD_LICENCE.heading });
    for (const term of DOWNLOAD_LICENCE.terms) expect(within(licence).getByText(term)).toBeInTheDocument();
  });

  it('answers the 404 page for an unknown or unapproved artwork', async () => {
    const { fetch, unmount } = openPage('/art/nothing-here-0123456789ab');
    expect(await screen.findByRole('heading', { name: errorMessages.notFoundTitle })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/artworks/by-short-id/0123456789ab', expect.anything());
    unmount();

    openPage(artworkPagePath(unapproved));
    expect(await screen.findByRole('heading', { name: errorMessages.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waiting' })).not.toBeInTheDocument();
  });

  it('answers the 404 page without asking the catalog when the path has no short id', () => {
    const { fetch } = openPage('/art/just-a-slug');
    expect(screen.getByRole('heading', { name: errorMessages.notFoundTitle })).toBeInTheDocument();
    // Only the shop's name (for the page's title and text), which this test's page lacks.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/shop-identity']);
  });

  it('replaces a wrong or missing slug with the canonical path', async () => {
    const { router } = openPage(`/art/an-old-title-${artworkShortId(koi.id)}?ref=share`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Koi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/art/neon-koi-3f2a9c1b7d4e');
    expect(router.state.location.search).toBe('?ref=share');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the zoomed view from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    openPage(artworkPagePath(koi));
    const zoomButton = await screen.findByRole('button', { name: m.zoom('Neon Koi') });
    zoomButton.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: m.zoomTitle('Neon Koi') });
    const area = within(dialog).getByRole('region', { name: m.zoomArea });
    expect(area).toHaveFocus();
    expect(area).toHaveAttribute('data-zoom', '2');
    // Zoomed in, the widest (watermarked) rendition alone, not a srcset that may pick 960.
    const zoomed = within(area).getByRole('img', { name: 'Neon Koi' });
    expect(zoomed.getAttribute('src')).toMatch(new RegExp(`^/api/files/${koi.filename}\\?w=1600(&|$)`));
    expect(zoomed).not.toHaveAttribute('srcset');
    await user.click(within(dialog).getByRole('button', { name: m.zoomOut }));
    expect(area).toHaveAttribute('data-zoom', '1');
    expect(within(area).getByRole('img', { name: 'Neon Koi' })).toHaveAttribute('srcset');
    await user.click(within(dialog).getByRole('button', { name: m.zoomIn }));
    await user.click(within(dialog).getByRole('button', { name: m.zoomIn }));
    expect(area).toHaveAttribute('data-zoom', '3');
    expect(within(dialog).getByRole('button', { name: m.zoomIn })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zoomButton).toHaveFocus();

    await user.click(zoomButton);
    expect(await screen.findByRole('dialog', { name: m.zoomTitle('Neon Koi') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.closeZoom }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds the artwork to the cart once, with the licence in the cart, and says when it is already there', async () => {
    const user = userEvent.setup();
    openPage(artworkPagePath(koi));
    await user.click(await screen.findByRole('button', { name: galleryMessages.addToCartLabel('Neon Koi') }));

    const cart = await screen.findByRole('dialog', { name: cartMessages.title });
    expect(within(cart).getByText('Neon Koi')).toBeInTheDocument();
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('$19.99');
    const licence = within(cart).getByRole('region', { name: DOWNLOAD_LICENCE.heading });
    expect(within(licence).getByText(DOWNLOAD_LICENCE.terms[0])).toBeInTheDocument();
    expect(await screen.findByText(cartMessages.addedText('Neon Koi'))).toBeInTheDocument();

    await user.click(within(cart).getByRole('button', { name: cartMessages.close }));
    expect(screen.getByText(m.alreadyInCart)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: galleryMessages.addToCartLabel('Neon Koi') }));
    expect(await screen.findByText(cartMessages.alreadyInCartText('Neon Koi'))).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    expect(saved).toHaveLength(1);
    expect(saved[0]?.quantity).toBe(1);
  });

  it('offers no button for a piece that cannot be bought, and still shows its licence and badge', async () => {
    const kept = makeArtwork({ title: 'Kept Back', category: 'Sci-Fi', price: '19.99', isForSale: false });
    openPage(artworkPagePath(kept), [kept]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kept Back' })).toBeInTheDocument();
    expect(screen.getByText(m.notForSale)).toBeInTheDocument();
    expect(screen.queryByText('$19.99')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.getByText(galleryMessages.ocrVerified)).toBeInTheDocument();
  });

  it('says Curator approved, never OCR Verified, on a work approved over an open OCR finding', async () => {
    const approvedOver = makeArtwork({
      title: 'Lantern Night',
      category: 'Sci-Fi',
      ocrStatus: 'processed',
      ocrErrors: ['Possible misspelling: "ANTERN"'],
    });
    openPage(artworkPagePath(approvedOver), [approvedOver]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern Night' })).toBeInTheDocument();
    expect(screen.getByText(galleryMessages.curatorApproved)).toBeInTheDocument();
    expect(screen.queryByText(/OCR Verified/)).not.toBeInTheDocument();
  });

  it('sells a Miscellaneous piece at the page price with only a price needed, as its gallery does', async () => {
    const misc = makeArtwork({ title: 'Odd One', category: 'Miscellaneous', price: '40.00', isForSale: false });
    const user = userEvent.setup();
    openPage(artworkPagePath(misc), [misc]);
    const button = await screen.findByRole('button', { name: galleryMessages.addToCartLabel('Odd One') });
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Miscellaneous' })).toHaveAttribute('href', paths.miscellaneous);
    await user.click(button);
    const cart = await screen.findByRole('dialog', { name: cartMessages.title });
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('$14.99');
  });

  it('shows more from the same category, each linking to its page', async () => {
    openPage(artworkPagePath(koi));
    await screen.findByRole('region', { name: m.moreFrom('Sci-Fi') });
    await waitFor(() => expect(screen.queryByTestId('related-placeholder')).not.toBeInTheDocument());
    const related = screen.getByRole('region', { name: m.moreFrom('Sci-Fi') });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sameCategory.map(artworkPagePath));
    expect(within(related).queryByText('Neon Koi')).not.toBeInTheDocument();
    expect(within(related).queryByText('Abstract Thing')).not.toBeInTheDocument();
    expect(within(related).queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('holds the place of "More from" while its page loads, so nothing below it moves (layout shift)', async () => {
    let release = () => {};
    const listAnswered = new Promise<void>((resolve) => (release = resolve));
    const byShortId = jsonFetch(catalogHandlers([koi, ...sameCategory]));
    const list = publicArtworksFetch(() => [koi, ...sameCategory]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (new URL(String(input), 'http://localhost').pathname !== '/api/artworks') return byShortId(input, init);
        await listAnswered;
        return list(input);
      }),
    );
    renderStorefront(<ArtworkPage />, { path: paths.artwork, initialEntry: artworkPagePath(koi) });

    const pending = await screen.findByRole('region', { name: m.moreFrom('Sci-Fi') });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getAllByTestId('related-placeholder')).toHaveLength(4);
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.queryByTestId('related-placeholder')).not.toBeInTheDocument());
    const related = screen.getByRole('region', { name: m.moreFrom('Sci-Fi') });
    expect(related).not.toHaveAttribute('aria-busy');
    expect(within(related).getAllByRole('link')).toHaveLength(sameCategory.length);
  });
});
