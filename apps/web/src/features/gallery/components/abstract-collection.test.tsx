import type { Artwork } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicArtworksFetch } from '../../../testing/artwork-pages';
import { jsonFetch, makeArtwork, renderStorefront } from '../../../testing/storefront';
import { galleryMessages } from '../messages';
import { ABSTRACT_CATEGORY, AbstractCollection } from './abstract-collection';

const m = galleryMessages.abstract;

function renderCollection(artworks: Artwork[], onPurchase = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    publicArtworksFetch(() => artworks),
  );
  renderStorefront(<AbstractCollection onPurchase={onPurchase} isBusy={() => false} />);
  return onPurchase;
}

describe('abstract art page (SPEC §2)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('features the first piece that can be bought and offers no unpriced or unsold piece', async () => {
    const unpriced = makeArtwork({ title: 'Unpriced', category: ABSTRACT_CATEGORY, price: null });
    const kept = makeArtwork({ title: 'Kept', category: ABSTRACT_CATEGORY, price: '19.99', isForSale: false });
    const onSale = makeArtwork({ title: 'On Sale', category: ABSTRACT_CATEGORY, price: '14.99' });
    const onPurchase = renderCollection([unpriced, kept, onSale]);

    const featured = await screen.findByRole('region', { name: m.featuredHeading });
    expect(within(featured).getByText('On Sale')).toBeInTheDocument();
    expect(within(featured).getByText('$14.99')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(featured).getByRole('button', { name: galleryMessages.purchaseLabel('On Sale') }));
    expect(onPurchase).toHaveBeenCalledWith(onSale);

    const grid = screen.getByRole('list', { name: m.title });
    const item = (title: string) => within(grid).getByText(title).closest('li') as HTMLElement;
    for (const title of ['Unpriced', 'Kept']) {
      expect(within(item(title)).queryByRole('button')).not.toBeInTheDocument();
      expect(within(item(title)).queryByText(/\$\d/)).not.toBeInTheDocument();
    }
    expect(within(item('Unpriced')).getByText(galleryMessages.ocrVerifiedTick)).toBeInTheDocument();
    expect(
      within(item('On Sale')).getByRole('button', { name: galleryMessages.purchaseLabel('On Sale') }),
    ).toBeInTheDocument();
    expect(screen.getByText(m.count(3))).toBeInTheDocument();
  });

  it('strikes a price on a card only when the catalog sends one above it', async () => {
    renderCollection([
      makeArtwork({ title: 'Cheap', category: ABSTRACT_CATEGORY, price: '2.00', strikethroughPrice: '29.99' }),
      makeArtwork({ title: 'Dear', category: ABSTRACT_CATEGORY, price: '29.99', strikethroughPrice: null }),
    ]);
    const grid = await screen.findByRole('list', { name: m.title });
    const item = (title: string) => within(grid).getByText(title).closest('li') as HTMLElement;
    expect(within(item('Cheap')).getByText('$29.99').tagName).toBe('S');
    expect(within(item('Cheap')).getByText(galleryMessages.originalPrice)).toBeInTheDocument();
    expect(within(item('Dear')).getByText('$29.99').tagName).not.toBe('S');
    expect(within(item('Dear')).queryByText(galleryMessages.originalPrice)).not.toBeInTheDocument();
  });

  it("marks a card whose original carries Content Credentials, as the other galleries' cards do", async () => {
    renderCollection([
      makeArtwork({
        title: 'Dreamed',
        category: ABSTRACT_CATEGORY,
        price: '9.00',
        provenance: {
          generator: 'Dream Model 3',
          aiGenerated: true,
          actions: ['c2pa.created'],
          signer: null,
          issuer: 'Test Generator Inc',
          validationState: 'Valid',
        },
      }),
      makeArtwork({ title: 'Plain', category: ABSTRACT_CATEGORY, price: '9.00' }),
    ]);
    const grid = await screen.findByRole('list', { name: m.title });
    const item = (title: string) => within(grid).getByText(title).closest('li') as HTMLElement;
    expect(within(item('Dreamed')).getByTestId('card-provenance')).toHaveAccessibleName(
      'Content Credentials: made with Dream Model 3 · AI-generated',
    );
    expect(within(item('Plain')).queryByTestId('card-provenance')).not.toBeInTheDocument();
  });

  it('shows no featured piece and no purchase button when nothing can be bought', async () => {
    renderCollection([
      makeArtwork({ title: 'Unpriced', category: ABSTRACT_CATEGORY, price: null, ocrStatus: 'processing' }),
    ]);
    expect(await screen.findByText(galleryMessages.processing)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.featuredHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(m.count(1))).toBeInTheDocument();
  });

  it('shows the loading state, then the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      publicArtworksFetch(() => []),
    );
    renderStorefront(<AbstractCollection onPurchase={vi.fn()} isBusy={() => false} />);
    expect(screen.getByText(m.loading)).toBeInTheDocument();
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<AbstractCollection onPurchase={vi.fn()} isBusy={() => false} />);
    expect(await screen.findByRole('heading', { name: galleryMessages.loadErrorTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: galleryMessages.retry })).toBeInTheDocument();
  });
});
