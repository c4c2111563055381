import type { OrderPicks } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { packPickMessages } from '../../features/pack-picks';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import DownloadPage from './download';
import ReceiptPage from './receipt';
import SuccessPage from './success';

// A pack's buyer is told to choose its artworks, with a link to the picker.
const ORDER = 'order-7';

const picks = (remaining: number): OrderPicks => ({
  orderId: ORDER,
  remaining,
  packs: [
    {
      lineId: 'line-1',
      packageId: 'package-abstract-5-pack',
      title: 'Abstract 5-Pack',
      quantity: 1,
      collection: 'abstract-art',
      collectionLabel: 'Abstract Art',
      categories: ['Abstract Art'],
      maxPrice: null,
      total: 5,
      used: 5 - remaining,
      remaining,
      picked: [],
    },
  ],
});

const receipt = {
  orderId: ORDER,
  customerName: 'Ada',
  status: 'completed',
  createdAt: '2026-11-25T10:00:00.000Z',
  stateCode: 'CA',
  taxRate: '0.07250',
  subtotal: '54.99',
  discount: '0.00',
  promoCode: null,
  tax: '3.99',
  total: '58.98',
  lines: [{ title: 'Abstract 5-Pack', quantity: 1, unitPrice: '54.99', lineTotal: '54.99' }],
  downloads: [],
};

describe('pack guidance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "Choose your 5 artworks" on the receipt, linking to the order page’s picker', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [`GET /api/orders/${ORDER}/receipt`]: () => ({
          ...receipt,
          picks: { left: 5, pickerUrl: `https://shop.example.com/download?order=${ORDER}#choose-artworks` },
        }),
        [`GET /api/orders/${ORDER}/picks`]: () => picks(5),
      }),
    );
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: `/success/receipt?order=${ORDER}` });
    const article = await screen.findByRole('article', { name: orderMessages.receiptTitle });
    expect(await within(article).findByText('Choose your 5 artworks')).toBeInTheDocument();
    // One true thing: the picks to choose, not also "no download links are live".
    expect(within(article).queryByText(orderMessages.receiptNoLinks)).not.toBeInTheDocument();
    expect(within(article).getByRole('link', { name: packPickMessages.openPicker })).toHaveAttribute(
      'href',
      `/download?order=${ORDER}#choose-artworks`,
    );
  });

  it('says nothing of picks on the receipt of an order whose packs are all chosen', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [`GET /api/orders/${ORDER}/receipt`]: () => receipt,
        [`GET /api/orders/${ORDER}/picks`]: () => picks(0),
      }),
    );
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: `/success/receipt?order=${ORDER}` });
    await screen.findByRole('article', { name: orderMessages.receiptTitle });
    expect(await screen.findByText(orderMessages.receiptNoLinks)).toBeInTheDocument();
    expect(screen.queryByText(/Choose your/)).not.toBeInTheDocument();
  });

  it('says "Choose your 2 artworks" on the order page, where the picker is', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [`GET /api/orders/${ORDER}`]: () => ({
          id: ORDER,
          customerName: 'Ada',
          totalAmount: '58.98',
          status: 'completed',
          download_links: [],
        }),
        [`GET /api/orders/${ORDER}/picks`]: () => picks(2),
        'GET /api/artworks': () => ({ items: [], total: 0, page: 1, limit: 24, nextCursor: null }),
      }),
    );
    renderStorefront(<DownloadPage />, { path: '/download', initialEntry: `/download?order=${ORDER}#choose-artworks` });
    expect(await screen.findByText('Choose your 2 artworks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: packPickMessages.openPicker })).toHaveAttribute('href', '#choose-artworks');
    expect(screen.getByRole('heading', { name: 'Choose 2 artworks from Abstract Art' })).toBeInTheDocument();
  });

  it('says "Choose your 3 artworks" once on the success page of an order that has links too', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [`GET /api/orders/${ORDER}`]: () => ({
          id: ORDER,
          customerName: 'Ada',
          totalAmount: '77.97',
          status: 'completed',
          download_links: ['/api/downloads/a'],
        }),
        [`GET /api/orders/${ORDER}/picks`]: () => picks(3),
        'GET /api/artworks': () => ({ items: [], total: 0, page: 1, limit: 24, nextCursor: null }),
      }),
    );
    renderStorefront(<SuccessPage />, { path: '/success', initialEntry: `/success?order=${ORDER}` });
    expect(await screen.findByText('Choose your 3 artworks')).toBeInTheDocument();
    expect(screen.getAllByText(/^Choose your/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: orderMessages.download(1) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: packPickMessages.openPicker })).toHaveAttribute('href', '#choose-artworks');
  });
});
