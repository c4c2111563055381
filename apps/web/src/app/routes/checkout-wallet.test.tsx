import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/ui/use-toast';
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage';
import { orderRecording, paymentMessages } from '../../features/payment';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import CheckoutPage from './checkout';

// The checkout with PayPal's wallet: PayPal's buttons stand in for the SDK (no network here); each
// click runs what the SDK runs: createOrder, then onApprove with the order id, or onError.
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false }],
  PayPalButtons: ({
    createOrder,
    onApprove,
    onError,
    onClick,
  }: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (error: unknown) => void;
    onClick: () => void;
  }) => (
    <button
      type="button"
      onClick={() => {
        onClick();
        createOrder()
          .then((orderID) => onApprove({ orderID }))
          .catch((error: unknown) => onError(new Error(`PayPal wrapped: ${String(error)}`)));
      }}
    >
      PayPal
    </button>
  ),
}));

const owl = makeArtwork({ title: 'Paper Owl', price: '14.99' });
const PAYPAL = { clientId: 'test-client-id', mode: 'paypal', currency: 'USD' };

describe('the PayPal wallet after the capture', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    orderRecording.delaysMs = [0, 0, 0];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ artwork: owl, quantity: 1 }]));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => resetToasts());
    localStorage.clear();
  });

  it('records the order on the second try after the wallet capture, then goes to /success', async () => {
    let orders = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => PAYPAL,
        'POST /paypal/order': () => ({ id: 'PP-1', subtotal: '14.99', tax: '1.20', total: '16.19' }),
        'POST /paypal/order/PP-1/capture': () => ({
          id: 'PP-1',
          status: 'COMPLETED',
          purchase_units: [{ amount: { value: '16.19' } }],
          payer: { email_address: 'ada@example.com', name: { given_name: 'Ada', surname: 'Lovelace' } },
        }),
        'POST /api/orders': () => {
          orders += 1;
          return orders === 1
            ? new Response('{"error":"x","message":"down"}', { status: 502 })
            : { id: 'order-pp', download_links: [] };
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=order-pp'));
    expect(orders).toBe(2);
  });

  it('a 409 says what changed, not "Payment system error"', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => PAYPAL,
        'POST /paypal/order': () =>
          new Response(JSON.stringify({ error: 'amount_mismatch', message: 'Prices changed.' }), { status: 409 }),
        'GET /api/artworks': () => ({
          items: [{ ...owl, price: '19.99' }],
          total: 1,
          page: 1,
          limit: 1,
          nextCursor: null,
        }),
      }),
    );
    const user = userEvent.setup();
    renderStorefront(<CheckoutPage />, { path: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    const notice = await screen.findByRole('alert', { name: paymentMessages.pricesChangedTitle });
    expect(within(notice).getByText('«Paper Owl» is now $19.99 (was $14.99)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$19.99');
    expect(screen.queryByText(paymentMessages.providerError)).not.toBeInTheDocument();
    expect(screen.queryByText(paymentMessages.createFailed)).not.toBeInTheDocument();
  });
});
