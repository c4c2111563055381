import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicArtworksFetch } from '../../../testing/artwork-pages';
import { jsonFetch, makeArtwork, renderStorefront } from '../../../testing/storefront';
import { galleryMessages } from '../messages';
import { HomeGallery } from './home-gallery';

describe('main gallery grid (SPEC §2)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows approved house-category work only, eager for the first 8 images, with the price or the OCR badge', async () => {
    const house = Array.from({ length: 10 }, (_, i) =>
      makeArtwork({
        title: `House ${i + 1}`,
        price: i < 2 ? null : '14.99',
        ocrStatus: i === 0 ? 'processed' : i === 1 ? 'processing' : 'processed',
      }),
    );
    const others = [
      makeArtwork({ title: 'Elsewhere', category: 'Sci-Fi' }),
      makeArtwork({ title: 'Waiting', status: 'pending' }),
    ];
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => [...house, ...others]),
    );

    renderStorefront(<HomeGallery category="Core Collection" />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();

    const images = screen.getAllByRole('img');
    expect(images.slice(0, 8).every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(8).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    const first = images[0];
    expect(first?.getAttribute('srcset')).toContain('?w=480 480w');
    expect(first).toHaveAttribute('width', '1024');
    expect(first).toHaveAttribute('height', '1024');

    const [verified, processing, priced] = cards;
    expect(within(verified as HTMLElement).getByText(galleryMessages.ocrVerified)).toBeInTheDocument();
    expect(within(processing as HTMLElement).getByText(galleryMessages.processing)).toBeInTheDocument();
    expect(within(priced as HTMLElement).getByText('$14.99')).toBeInTheDocument();
    expect(within(priced as HTMLElement).queryByText(galleryMessages.ocrVerified)).not.toBeInTheDocument();
  });

  it('offers neither a price nor an action for a piece that cannot be bought', async () => {
    const artworks = [
      makeArtwork({ title: 'Kept', price: '14.99', isForSale: false, ocrStatus: 'processed' }),
      makeArtwork({ title: 'Unpriced', price: null, isForSale: true, ocrStatus: 'pending' }),
      makeArtwork({ title: 'On sale', price: '19.99' }),
    ];
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => artworks),
    );
    renderStorefront(
      <HomeGallery category="Core Collection" renderActions={(a) => <button type="button">buy {a.title}</button>} />,
    );
    const [kept, unpriced, onSale] = await screen.findAllByRole('article');
    expect(within(kept as HTMLElement).queryByText('$14.99')).not.toBeInTheDocument();
    expect(within(kept as HTMLElement).getByText(galleryMessages.ocrVerified)).toBeInTheDocument();
    expect(within(kept as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(unpriced as HTMLElement).getByText(galleryMessages.processing)).toBeInTheDocument();
    expect(within(unpriced as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(onSale as HTMLElement).getByText('$19.99')).toBeInTheDocument();
    expect(within(onSale as HTMLElement).getByRole('button', { name: 'buy On sale' })).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing to show', async () => {
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => [makeArtwork({ category: 'Sci-Fi' })]),
    );
    renderStorefront(<HomeGallery category="Core Collection" />);
    expect(await screen.findByRole('heading', { name: galleryMessages.home.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(galleryMessages.home.emptyText)).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry when the list fails', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<HomeGallery category="Core Collection" />);
    expect(screen.getByText(galleryMessages.home.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: galleryMessages.loadErrorTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: galleryMessages.retry })).toBeInTheDocument();
  });
});
