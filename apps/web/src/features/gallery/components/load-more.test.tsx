import { SHOP_PAGES } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicArtworksFetch } from '../../../testing/artwork-pages';
import { makeArtwork, renderStorefront } from '../../../testing/storefront';
import { GALLERY_PAGE_SIZE } from '../api/get-artwork-pages';
import { galleryMessages } from '../messages';
import { CategoryGallery } from './category-gallery';
import { HomeGallery } from './home-gallery';

const text = galleryMessages.sciFi;

/** The observers the galleries create, so a test can scroll one into view. */
let observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Scrolls the end of the gallery into view: every live observer sees its target intersect. */
function scrollToEnd() {
  for (const observer of observers.filter((o) => !o.disconnected)) {
    const entries = observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    observer.callback(entries, observer as unknown as IntersectionObserver);
  }
}

function sciFi(count: number) {
  return Array.from({ length: count }, (_, i) => makeArtwork({ title: `Ship ${i + 1}`, category: 'Sci-Fi' }));
}

function renderSciFi(urls: string[], artworks = sciFi(GALLERY_PAGE_SIZE + 6)) {
  const others = [makeArtwork({ title: 'Elsewhere' }), makeArtwork({ category: 'Sci-Fi', status: 'pending' })];
  vi.stubGlobal(
    'fetch',
    publicArtworksFetch(() => [...artworks, ...others], urls),
  );
  renderStorefront(
    <CategoryGallery
      category="Sci-Fi"
      largestPaint={SHOP_PAGES.sciFi.largestPaint}
      eagerCount={4}
      text={text}
      priceCentsOf={() => null}
      renderPurchase={() => null}
    />,
  );
}

describe('public galleries load a page at a time', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page of its category only, counts every match, and loads the rest with "Load more"', async () => {
    const urls: string[] = [];
    renderSciFi(urls);
    expect(await screen.findAllByRole('article')).toHaveLength(GALLERY_PAGE_SIZE);
    // The badge counts all of the category, not the page.
    expect(screen.getByText(text.badge(GALLERY_PAGE_SIZE + 6))).toBeInTheDocument();
    expect(urls).toHaveLength(1);
    const first = new URL(urls[0] ?? '', 'http://localhost').searchParams;
    expect(first.get('category')).toBe('Sci-Fi');
    expect(first.get('limit')).toBe(String(GALLERY_PAGE_SIZE));
    expect(first.has('cursor')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: galleryMessages.loadMore.button }));
    expect(await screen.findByText('Ship 30')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(GALLERY_PAGE_SIZE + 6);
    expect(new URL(urls[1] ?? '', 'http://localhost').searchParams.get('cursor')).not.toBeNull();
    // Announced politely, and nothing more to load.
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(galleryMessages.loadMore.added(6));
    expect(screen.queryByRole('button', { name: galleryMessages.loadMore.button })).not.toBeInTheDocument();
    expect(screen.getByText(text.badge(GALLERY_PAGE_SIZE + 6))).toBeInTheDocument();
  });

  it('loads the next page when the shopper scrolls to the end of the grid', async () => {
    const urls: string[] = [];
    const house = Array.from({ length: GALLERY_PAGE_SIZE * 2 + 1 }, (_, i) => makeArtwork({ title: `House ${i + 1}` }));
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => house, urls),
    );
    renderStorefront(<HomeGallery category="Core Collection" />);
    expect(await screen.findAllByRole('article')).toHaveLength(GALLERY_PAGE_SIZE);

    act(() => scrollToEnd());
    expect(await screen.findByText(`House ${GALLERY_PAGE_SIZE * 2}`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(GALLERY_PAGE_SIZE * 2);
    // The announcement follows the cards by a render (it waits for the load to settle).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(galleryMessages.loadMore.added(GALLERY_PAGE_SIZE)),
    );

    act(() => scrollToEnd());
    expect(await screen.findByText(`House ${GALLERY_PAGE_SIZE * 2 + 1}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(galleryMessages.loadMore.added(1)));
    expect(urls).toHaveLength(3);
    // Every work once, in the server's order.
    const titles = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(house.map((artwork) => artwork.title));
  });

  it('shows no "Load more" when the first page holds everything', async () => {
    renderSciFi([], sciFi(3));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(text.badge(3))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: galleryMessages.loadMore.button })).not.toBeInTheDocument();
  });
});
