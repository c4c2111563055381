import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/ui/use-toast';
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage';
import { checkoutMessages } from '../../features/checkout';
import { orderRecording, paymentMessages } from '../../features/payment';
import { PROMO_MESSAGES } from '../../features/promo-codes';
import { PAID_CHECKOUT_STORAGE_KEY } from '../../lib/paid-checkout';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import CheckoutPage from './checkout';
import CheckoutWithTaxPage from './checkout-with-tax';

// A checkout that never double-charges or traps the buyer.
const owl = makeArtwork({ title: 'Paper Owl', price: '14.99' });
const fox = makeArtwork({ title: 'Neon Fox', price: '9.99' });

const SIMULATOR = { clientId: null, mode: 'simulator', currency: 'USD' };
const capture = () => ({
  id: 'SIMORDER',
  status: 'COMPLETED',
  purchase_units: [{ amount: { value: '26.99' } }],
  payer: { email_address: 'ada@example.com', name: { given_name: 'Ada', surname: 'Lovelace' } },
});
const unavailable = () =>
  new Response(JSON.stringify({ error: 'dependency_unavailable', message: 'Try later' }), { status: 503 });

const savedCart = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { artwork: { title: string; price: string } }[];

async function payInTestMode(user: ReturnType<typeof userEvent.setup>, total: string) {
  await user.type(await screen.findByLabelText(paymentMessages.name), 'Ada Lovelace');
  await user.type(screen.getByLabelText(paymentMessages.email), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: paymentMessages.pay(total) }));
}

describe('checkout after the capture', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    orderRecording.delaysMs = [0, 0, 0];
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { artwork: owl, quantity: 1 },
        { artwork: fox, quantity: 1 },
      ]),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => resetToasts());
    localStorage.clear();
  });

  it('retries recording the order when it fails once: one capture, one order, then /success', async () => {
    const calls = { capture: 0, order: 0 };
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => SIMULATOR,
        'POST /paypal/order': () => ({ id: 'SIMORDER', subtotal: '24.98', tax: '2.00', total: '26.98' }),
        'POST /paypal/order/SIMORDER/capture': () => {
          calls.capture += 1;
          return capture();
        },
        'POST /api/orders': () => {
          calls.order += 1;
          return calls.order === 1 ? unavailable() : { id: 'order-7', download_links: [] };
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    await payInTestMode(user, '$26.98');
    await waitFor(() => expect(router.state.location.search).toBe('?order=order-7'));
    expect(calls).toEqual({ capture: 1, order: 2 });
    expect(savedCart()).toEqual([]);
    expect(localStorage.getItem(PAID_CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('when recording keeps failing: the order number, the way to the links, no Pay button, not after a reload either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let recordingWorks = false;
    const calls = { create: 0, order: 0 };
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => SIMULATOR,
        'POST /paypal/order': () => {
          calls.create += 1;
          return { id: 'SIMORDER', subtotal: '24.98', tax: '2.00', total: '26.98' };
        },
        'POST /paypal/order/SIMORDER/capture': () => capture(),
        'POST /api/orders': () => {
          calls.order += 1;
          return recordingWorks ? { id: 'order-8', download_links: [] } : unavailable();
        },
      }),
    );
    const user = userEvent.setup();
    const first = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    await payInTestMode(user, '$26.98');

    expect(await screen.findByText(paymentMessages.orderFailedAfterPayment('SIMORDER'))).toBeInTheDocument();
    expect(calls.order).toBe(4);
    expect(screen.getByRole('link', { name: paymentMessages.getLinks })).toHaveAttribute('href', '/download');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: paymentMessages.testModeTitle })).not.toBeInTheDocument();
    first.unmount();

    // A reload (or another tab) on the same cart: still paid, nothing to pay.
    const second = renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    expect(screen.getByText(paymentMessages.orderFailedAfterPayment('SIMORDER'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue to Payment/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(checkoutMessages.stateLabel)).not.toBeInTheDocument();
    expect(calls.create).toBe(1);

    // Asking again once the orders service is back records the same PayPal order and goes on.
    recordingWorks = true;
    await user.click(screen.getByRole('button', { name: paymentMessages.retryRecording }));
    await waitFor(() => expect(second.router.state.location.search).toBe('?order=order-8'));
    expect(savedCart()).toEqual([]);
  });

  it('Continue Shopping leaves a paid cart without its order: the cart is emptied, never offered for payment', async () => {
    localStorage.setItem(
      PAID_CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        paypalOrderId: 'PAID-1',
        orderBody: null,
        state: 'failed',
        orderId: null,
        paidAt: '2026-11-25T10:00:00.000Z',
      }),
    );
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/paypal/config': () => SIMULATOR }));
    const user = userEvent.setup();
    const { router } = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    expect(screen.getByText(paymentMessages.orderFailedAfterPayment('PAID-1'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: paymentMessages.retryRecording })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: paymentMessages.dismissPaid }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(savedCart()).toEqual([]);
    expect(localStorage.getItem(PAID_CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('a page loaded on a paid cart whose order was not recorded asks again by itself, once', async () => {
    const orderBody = {
      paypal_order_id: 'PAID-2',
      customer_email: 'ada@example.com',
      customer_name: 'Ada Lovelace',
      total_amount: '26.98',
      artwork_ids: [owl.id, fox.id],
      items: [
        { artworkId: owl.id, quantity: 1 },
        { artworkId: fox.id, quantity: 1 },
      ],
    };
    localStorage.setItem(
      PAID_CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        paypalOrderId: 'PAID-2',
        orderBody,
        state: 'failed',
        orderId: null,
        paidAt: '2026-11-25T10:00:00Z',
      }),
    );
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => SIMULATOR,
        // Already made by the reconciliation: the idempotent answer is that order.
        'POST /api/orders': (body) => {
          sent.push(body);
          return { id: 'order-reconciled', download_links: [] };
        },
      }),
    );
    const { router } = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?order=order-reconciled'));
    expect(sent).toEqual([orderBody]);
    expect(savedCart()).toEqual([]);
  });

  it('a 409 price change refreshes the cart, says what changed and keeps the new prices after a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const creates: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => SIMULATOR,
        'POST /paypal/order': (body) => {
          creates.push(body);
          return creates.length === 1
            ? new Response(
                JSON.stringify({
                  error: 'amount_mismatch',
                  message:
                    "The cart's prices have changed: its subtotal is now 19.99, not 24.98. Please review your cart.",
                }),
                { status: 409 },
              )
            : { id: 'SIMORDER', subtotal: '19.99', tax: '1.60', total: '21.59' };
        },
        'GET /api/artworks': () => ({
          items: [{ ...owl, price: '19.99' }],
          total: 1,
          page: 1,
          limit: 2,
          nextCursor: null,
        }),
        'POST /paypal/order/SIMORDER/capture': () => capture(),
        'POST /api/orders': () => ({ id: 'order-9', download_links: [] }),
      }),
    );
    const user = userEvent.setup();
    const first = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    await payInTestMode(user, '$26.98');

    const notice = await screen.findByRole('alert', { name: paymentMessages.pricesChangedTitle });
    expect(within(notice).getByText('«Paper Owl» is now $19.99 (was $14.99)')).toBeInTheDocument();
    expect(within(notice).getByText(paymentMessages.noLongerForSale('Neon Fox'))).toBeInTheDocument();
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$19.99');
    expect(savedCart().map((item) => [item.artwork.title, item.artwork.price])).toEqual([['Paper Owl', '19.99']]);
    // Nothing was paid: the Pay button is back, at the new total.
    expect(screen.getByRole('button', { name: paymentMessages.pay('$21.59') })).toBeEnabled();
    first.unmount();

    const { router } = renderStorefront(<CheckoutPage />, { path: '/checkout' });
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$19.99');
    await payInTestMode(user, '$21.59');
    await waitFor(() => expect(router.state.location.search).toBe('?order=order-9'));
    expect(creates[1]).toMatchObject({ amount: '19.99', items: [{ artworkId: owl.id, quantity: 1 }] });
  });

  it('after a 409 an applied percent code is priced again on the new prices', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quotes: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => SIMULATOR,
        // HALF: 50% off whatever the cart costs.
        'POST /api/paypal/quote': (body) => {
          quotes.push(body);
          const owlOnly = (body as { items: unknown[] }).items.length === 1;
          return owlOnly
            ? { subtotal: '20.00', discount: '10.00', tax: '0.00', total: '10.00', promoCode: 'HALF' }
            : { subtotal: '24.98', discount: '12.49', tax: '0.00', total: '12.49', promoCode: 'HALF' };
        },
        'POST /paypal/order': () =>
          new Response(JSON.stringify({ error: 'amount_mismatch', message: 'The prices have changed.' }), {
            status: 409,
          }),
        'GET /api/artworks': () => ({
          items: [{ ...owl, price: '20.00' }],
          total: 1,
          page: 1,
          limit: 2,
          nextCursor: null,
        }),
      }),
    );
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'OR');
    await user.type(screen.getByLabelText(PROMO_MESSAGES.field.label), 'half');
    await user.click(screen.getByRole('button', { name: PROMO_MESSAGES.field.apply }));
    await user.click(await screen.findByRole('button', { name: checkoutMessages.continueToPayment('$12.49') }));
    await payInTestMode(user, '$12.49');

    const notice = await screen.findByRole('alert', { name: paymentMessages.pricesChangedTitle });
    expect(within(notice).getByText('«Paper Owl» is now $20.00 (was $14.99)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: paymentMessages.pay('$10.00') })).toBeEnabled();
    expect(quotes).toHaveLength(2);
    expect(quotes[1]).toMatchObject({ promoCode: 'HALF', items: [{ artworkId: owl.id, quantity: 1 }] });
  });
});
