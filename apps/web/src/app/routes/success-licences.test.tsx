import { screen } from '@testing-library/react';
import { DOWNLOAD_LICENCE } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import SuccessPage from './success';

// The licence tiers bought, on the success page: each download names its tier, and the tiers'
// texts (as sold) replace the shop's one licence, which shows only for what came under none.
const FOX = 'a0000000-0000-4000-8000-00000000000f';
const OWL = 'a0000000-0000-4000-8000-00000000000e';
const commercial = { name: 'Commercial', text: 'Use in products you sell.\nNo resale of the file.' };

function orderWith(items: { artworkId: string; title: string; licence?: typeof commercial }[]) {
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      'GET /api/orders/order-1': () => ({
        id: 'order-1',
        customerName: 'Grace Hopper',
        totalAmount: '39.99',
        status: 'completed',
        download_links: items.map((_, index) => `/api/downloads/${index}`),
        downloadItems: items,
      }),
      'GET /api/artworks': () => ({
        items: [makeArtwork({ id: FOX, title: 'Neon Fox' }), makeArtwork({ id: OWL, title: 'Night Owl' })],
        total: 2,
        page: 1,
        limit: 2,
        nextCursor: null,
      }),
    }),
  );
  renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-1' });
}

describe('/success names the licence bought', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('under each download, with the tier texts as sold instead of the shop licence', async () => {
    orderWith([{ artworkId: FOX, title: 'Neon Fox', licence: commercial }]);
    await screen.findByRole('button', { name: orderMessages.downloadWork('Neon Fox') });
    expect(screen.getByTestId('download-licence')).toHaveTextContent('Commercial licence');
    const sold = screen.getByRole('region', { name: orderMessages.soldLicencesHeading });
    expect(sold).toHaveTextContent('Use in products you sell.');
    expect(screen.queryByRole('region', { name: DOWNLOAD_LICENCE.heading })).toBeNull();
  });

  it("shows the shop's licence too when some work came under none", async () => {
    orderWith([
      { artworkId: FOX, title: 'Neon Fox', licence: commercial },
      { artworkId: OWL, title: 'Night Owl' },
    ]);
    await screen.findByRole('button', { name: orderMessages.downloadWork('Night Owl') });
    expect(screen.getAllByTestId('download-licence')).toHaveLength(1);
    expect(screen.getByRole('region', { name: orderMessages.soldLicencesHeading })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: DOWNLOAD_LICENCE.heading })).toBeInTheDocument();
  });

  it('names no tier on an order of a shop without tiers', async () => {
    orderWith([{ artworkId: OWL, title: 'Night Owl' }]);
    await screen.findByRole('button', { name: orderMessages.downloadWork('Night Owl') });
    expect(screen.queryByTestId('download-licence')).toBeNull();
    expect(screen.queryByRole('region', { name: orderMessages.soldLicencesHeading })).toBeNull();
    expect(screen.getByRole('region', { name: DOWNLOAD_LICENCE.heading })).toBeInTheDocument();
  });
});
