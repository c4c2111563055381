import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { packPickMessages } from '../../features/pack-picks';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import DownloadPage from './download';

describe('/download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stays SPEC's information page without an order", () => {
    const fetchMock = vi.fn(jsonFetch({}));
    vi.stubGlobal('fetch', fetchMock);
    renderStorefront(<DownloadPage />, { path: '/download' });
    expect(screen.getByRole('heading', { name: orderMessages.downloadTitle })).toBeInTheDocument();
    expect(screen.getByText(orderMessages.downloadHow)).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.downloadsHeading)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists an order's downloads and what is left to pick with ?order", async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-9': () => ({
          id: 'order-9',
          customerName: 'Ada',
          totalAmount: '34.99',
          status: 'completed',
          download_links: ['/api/downloads/a'],
        }),
        'GET /api/orders/order-9/picks': () => ({
          orderId: 'order-9',
          remaining: 0,
          packs: [
            {
              lineId: 'line-1',
              packageId: 'package-abstract-single',
              title: 'Abstract Single',
              quantity: 1,
              collection: 'abstract-art',
              collectionLabel: 'Abstract Art',
              categories: ['Abstract Art'],
              maxPrice: null,
              total: 1,
              used: 1,
              remaining: 0,
              picked: [{ artworkId: 'a1', title: 'Blue Drift' }],
            },
          ],
        }),
      }),
    );
    renderStorefront(<DownloadPage />, { path: '/download', initialEntry: '/download?order=order-9' });
    expect(await screen.findByRole('button', { name: orderMessages.download(1) })).toBeInTheDocument();
    expect(await screen.findByText(packPickMessages.allUsed('Abstract Single'))).toBeInTheDocument();
    expect(screen.getByText('Blue Drift')).toBeInTheDocument();
    expect(screen.getByText(orderMessages.downloadHow)).toBeInTheDocument();
  });

  // A refunded order's links answer 410: the page says it was refunded instead.
  it('says a refunded order was refunded, with no download button and no Order Processing', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-9': () => ({
          id: 'order-9',
          customerName: 'Ada',
          totalAmount: '34.99',
          status: 'refunded',
          download_links: [],
        }),
      }),
    );
    renderStorefront(<DownloadPage />, { path: '/download', initialEntry: '/download?order=order-9' });
    expect(await screen.findByText(orderMessages.refundedText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: orderMessages.download(1) })).not.toBeInTheDocument();
    expect(screen.queryByText(orderMessages.processingTitle)).not.toBeInTheDocument();
  });

  // An unknown order is said at once: a 404 is not retried.
  it('says Order Not Found for an unknown order', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<DownloadPage />, { path: '/download', initialEntry: '/download?order=missing' });
    expect(await screen.findByRole('heading', { name: orderMessages.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.loadError)).not.toBeInTheDocument();
  });
});
