import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../features/orders';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import ReceiptPage from './receipt';

const receipt = {
  orderId: 'order-1',
  customerName: 'Greta Berlin',
  status: 'completed',
  createdAt: '2026-11-25T10:00:00.000Z',
  stateCode: null,
  countryCode: 'DE',
  taxName: 'VAT',
  taxRate: '0.19000',
  subtotal: '24.50',
  discount: '0.00',
  promoCode: null,
  tax: '4.66',
  total: '29.16',
  lines: [{ title: 'Golden Harbor', quantity: 1, unitPrice: '24.50', lineTotal: '24.50' }],
  downloads: [],
  invoiceNumber: 'INV-2026-000123',
  seller: { legalName: 'Ada Lovelace Studio GmbH', address: 'Hafenstraße 1\n20457 Hamburg', taxId: 'DE123456789' },
  withdrawalConsentAt: '2026-11-25T09:59:30.000Z',
};

function showReceipt(body: object) {
  vi.stubGlobal('fetch', jsonFetch({ 'GET /api/orders/order-1/receipt': () => body }));
  renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: '/success/receipt?order=order-1' });
  return screen.findByRole('article', { name: orderMessages.receiptTitle });
}

/** The receipt as an invoice: its number, the seller, and an EU buyer's consent with its time. */
describe('/success/receipt as an invoice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the invoice number, the seller with address and VAT id, and the consent', async () => {
    const article = await showReceipt(receipt);
    expect(within(article).getByTestId('receipt-invoice-number')).toHaveTextContent('INV-2026-000123');
    const seller = within(article).getByRole('region', { name: 'Seller' });
    expect(seller).toHaveTextContent('Ada Lovelace Studio GmbH');
    expect(within(seller).getByText('Hafenstraße 1')).toBeInTheDocument();
    expect(within(seller).getByText('20457 Hamburg')).toBeInTheDocument();
    expect(within(seller).getByTestId('receipt-seller-tax-id')).toHaveTextContent('VAT/tax ID: DE123456789');
    expect(within(article).getByTestId('receipt-withdrawal-consent')).toHaveTextContent(
      'You agreed to immediate delivery on November 25, 2026 at 9:59 AM UTC; your right of withdrawal ends once the download starts.',
    );
  });

  it('shows none of them where the order has none (an older order, a buyer outside the EU)', async () => {
    const article = await showReceipt({ ...receipt, invoiceNumber: null, seller: null, withdrawalConsentAt: null });
    expect(within(article).queryByTestId('receipt-invoice-number')).not.toBeInTheDocument();
    expect(within(article).queryByRole('region', { name: 'Seller' })).not.toBeInTheDocument();
    expect(within(article).queryByTestId('receipt-withdrawal-consent')).not.toBeInTheDocument();
  });
});
