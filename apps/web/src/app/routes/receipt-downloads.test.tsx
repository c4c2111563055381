import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import ReceiptPage from './receipt';

const receipt = {
  orderId: 'order-1',
  customerName: 'Ada Lovelace',
  status: 'completed',
  createdAt: '2026-11-25T10:00:00.000Z',
  stateCode: 'NY',
  countryCode: 'US',
  taxName: 'Sales Tax',
  taxRate: '0.08000',
  subtotal: '44.49',
  discount: '0.00',
  promoCode: null,
  tax: '3.56',
  total: '48.05',
  lines: [
    { title: 'Golden Harbor Night', quantity: 1, unitPrice: '24.50', lineTotal: '24.50' },
    { title: 'Custom Logo', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' },
  ],
  downloads: [
    {
      name: 'golden-harbor-night.png',
      title: 'Golden Harbor Night',
      url: 'https://shop.example.com/api/downloads/abc',
      expiresAt: '2026-12-25T10:00:00.000Z',
    },
    {
      name: 'logo-final.png',
      url: 'https://shop.example.com/api/downloads/def',
      expiresAt: '2026-12-25T10:00:00.000Z',
    },
  ],
};

describe('/success/receipt download links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads "Download <title>" for a work and keeps a commission file’s name', async () => {
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/orders/order-1/receipt': () => receipt }));
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: '/success/receipt?order=order-1' });
    const article = await screen.findByRole('article', { name: orderMessages.receiptTitle });
    expect(within(article).getByRole('link', { name: 'Download Golden Harbor Night' })).toHaveAttribute(
      'href',
      'https://shop.example.com/api/downloads/abc',
    );
    expect(within(article).getByRole('link', { name: 'logo-final.png' })).toHaveAttribute(
      'href',
      'https://shop.example.com/api/downloads/def',
    );
    expect(within(article).queryByText('golden-harbor-night.png')).not.toBeInTheDocument();
  });
});
