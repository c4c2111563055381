import { screen, within } from '@testing-library/react';
import { DOWNLOAD_LICENCE } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_REFRESH_MS, orderMessages } from '../../features/orders';
import { paymentMessages } from '../../features/payment';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import { ShopLayout } from '../shop-layout';
import ReceiptPage from './receipt';
import SuccessPage from './success';

// The success page's real order state, the printable receipt and the test-mode notice.
const order = (status: string, links: string[] = []) => ({
  id: 'order-1',
  customerName: 'Ada Lovelace',
  totalAmount: '32.15',
  status,
  download_links: links,
});

const receipt = (status: string, downloads: { name: string; url: string; expiresAt: string }[] = []) => ({
  orderId: 'order-1',
  customerName: 'Ada Lovelace',
  status,
  createdAt: '2026-11-25T10:00:00.000Z',
  stateCode: 'CA',
  taxRate: '0.07250',
  subtotal: '34.98',
  discount: '5.00',
  promoCode: 'FIVEOFF',
  tax: '2.17',
  total: '32.15',
  lines: [
    { title: 'Neon Fox', quantity: 1, unitPrice: '19.99', lineTotal: '19.99' },
    { title: 'Owl', quantity: 1, unitPrice: '14.99', lineTotal: '14.99' },
  ],
  downloads,
});

function showSuccess(status: string, links: string[] = []) {
  vi.stubGlobal('fetch', jsonFetch({ 'GET /api/orders/order-1': () => order(status, links) }));
  return renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-1' });
}

describe('/success shows the order as it is', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps SPEC's 'Payment Successful!' and 'Completed' for a completed order, with the printable receipt", async () => {
    showSuccess('completed', ['/api/downloads/a']);
    expect(await screen.findByRole('heading', { name: orderMessages.successTitle })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: orderMessages.printReceipt })).toHaveAttribute(
      'href',
      '/success/receipt?order=order-1',
    );
  });

  it('says a pending payment is being processed, not successful, and shows no Order Processing loop', async () => {
    showSuccess('pending');
    expect(await screen.findByRole('heading', { name: orderMessages.pendingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: orderMessages.successTitle })).not.toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(orderMessages.pendingText)).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.processingTitle)).not.toBeInTheDocument();
  });

  it('follows a pending order until its capture completes, without a reload', async () => {
    let asked = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-1': () => {
          asked += 1;
          return asked === 1 ? order('pending') : order('completed', ['/api/downloads/a']);
        },
      }),
    );
    // The page's own refresh interval, on a clock the test moves: nothing waits 5 real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderStorefront(<SuccessPage />, { path: '/success', initialEntry: '/success?order=order-1' });
      expect(await screen.findByRole('heading', { name: orderMessages.pendingTitle })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS);
      expect(await screen.findByRole('heading', { name: orderMessages.successTitle })).toBeInTheDocument();
      expect(asked).toBe(2);
      expect(screen.getByRole('button', { name: orderMessages.download(1) })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['refunded', orderMessages.refundedTitle, 'Refunded', orderMessages.refundedText],
    ['partially_refunded', orderMessages.successTitle, 'Partially refunded', orderMessages.partiallyRefundedText],
    ['reversed', orderMessages.reversedTitle, 'Reversed', orderMessages.reversedText],
    ['denied', orderMessages.deniedTitle, 'Denied', orderMessages.deniedText],
  ])('a %s order: heading, state and what it means', async (status, heading, label, text) => {
    showSuccess(status);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

// A closed order's links answer 410, so its page offers none and says why instead.
describe('/success of an order whose downloads are closed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['refunded', orderMessages.refundedText],
    ['reversed', orderMessages.reversedText],
    ['denied', orderMessages.deniedText],
  ])('a %s order offers no download button nor Order Processing, and says why once', async (status, text) => {
    // Even an answer that still lists a link (an older orders service) shows no button for it.
    showSuccess(status, ['/api/downloads/a']);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: orderMessages.download(1) })).not.toBeInTheDocument();
    expect(screen.queryByText(orderMessages.processingTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(orderMessages.validity)).not.toBeInTheDocument();
    expect(screen.queryByText(orderMessages.loadingLinks)).not.toBeInTheDocument();
  });

  it('a partially refunded order keeps the buttons of the links that still work', async () => {
    showSuccess('partially_refunded', ['/api/downloads/kept']);
    expect(await screen.findByRole('button', { name: orderMessages.download(1) })).toBeInTheDocument();
    expect(screen.getByText(orderMessages.partiallyRefundedText)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.validity)).toBeInTheDocument();
  });
});

describe('/success/receipt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints the order number, lines, subtotal, discount, tax with state and rate, total, state and links', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-1/receipt': () =>
          receipt('partially_refunded', [
            {
              name: 'fox.png',
              url: 'https://shop.example.com/api/downloads/t1',
              expiresAt: '2026-12-25T10:00:00.000Z',
            },
          ]),
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: '/success/receipt?order=order-1' });
    const article = await screen.findByRole('article', { name: orderMessages.receiptTitle });
    expect(within(article).getByText('order-1')).toBeInTheDocument();
    expect(within(article).getByText('November 25, 2026')).toBeInTheDocument();
    expect(within(article).getByText('Neon Fox')).toBeInTheDocument();
    expect(within(article).getByText('Owl')).toBeInTheDocument();
    expect(within(article).getByTestId('receipt-subtotal')).toHaveTextContent('$34.98');
    expect(within(article).getByText(orderMessages.discount('FIVEOFF'))).toBeInTheDocument();
    expect(within(article).getByTestId('receipt-discount')).toHaveTextContent('$5.00');
    expect(within(article).getByText(orderMessages.tax('CA', '7.25%'))).toBeInTheDocument();
    expect(within(article).getByTestId('receipt-tax')).toHaveTextContent('$2.17');
    expect(within(article).getByTestId('receipt-total')).toHaveTextContent('$32.15');
    expect(within(article).getByTestId('receipt-status')).toHaveTextContent('Partially refunded');
    expect(within(article).getByRole('link', { name: 'fox.png' })).toHaveAttribute(
      'href',
      'https://shop.example.com/api/downloads/t1',
    );
    expect(within(article).getByText(`(${orderMessages.expires('December 25, 2026')})`)).toBeInTheDocument();
    // The licence the buyer got, on the printable receipt.
    const licence = within(article).getByRole('region', { name: DOWNLOAD_LICENCE.heading });
    for (const term of DOWNLOAD_LICENCE.terms) expect(within(licence).getByText(term)).toBeInTheDocument();
    within(article).getByRole('button', { name: orderMessages.receiptPrint }).click();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("shows a Berlin buyer's country and VAT by name", async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/orders/order-1/receipt': () => ({
          ...receipt('completed'),
          stateCode: null,
          countryCode: 'DE',
          taxName: 'VAT',
          taxRate: '0.19000',
          tax: '5.70',
        }),
      }),
    );
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: '/success/receipt?order=order-1' });
    const article = await screen.findByRole('article', { name: orderMessages.receiptTitle });
    expect(within(article).getByTestId('receipt-country')).toHaveTextContent('Germany');
    expect(within(article).getByText(orderMessages.countryTax('VAT', 'Germany', '19%'))).toBeInTheDocument();
    expect(within(article).getByTestId('receipt-tax')).toHaveTextContent('$5.70');
  });

  it('says Order Not Found for an unknown order', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<ReceiptPage />, { path: '/success/receipt', initialEntry: '/success/receipt?order=nope' });
    expect(await screen.findByRole('heading', { name: orderMessages.notFoundTitle })).toBeInTheDocument();
  });
});

describe('the test-mode notice on every shop page', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderShopPage(mode: 'simulator' | 'paypal') {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => ({ clientId: mode === 'paypal' ? 'client' : null, mode, currency: 'USD' }),
      }),
    );
    return renderStorefront(<ShopLayout />, { path: '/' });
  }

  it('says test mode in simulator mode', async () => {
    renderShopPage('simulator');
    expect(await screen.findByRole('note', { name: paymentMessages.testModeNoticeLabel })).toHaveTextContent(
      'Test mode: no money moves',
    );
  });

  it('says nothing in PayPal mode', async () => {
    const { queryClient } = renderShopPage('paypal');
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/paypal/config'])).toBeDefined());
    expect(screen.queryByRole('note', { name: paymentMessages.testModeNoticeLabel })).not.toBeInTheDocument();
  });
});
