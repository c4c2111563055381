import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/ui/use-toast';
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage';
import { checkoutMessages } from '../../features/checkout';
import { paymentMessages } from '../../features/payment';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import CheckoutWithTaxPage from './checkout-with-tax';

// Only a package takes a quantity (an artwork is one licence), so the quantity-2 line is one.
const fox = makeArtwork({ id: 'package-abstract-single', title: 'Abstract Single', price: '14.99', filename: '' });
const owl = makeArtwork({ title: 'Paper Owl', price: '19.99' });

describe('/checkout-with-tax', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { artwork: fox, quantity: 2 },
        { artwork: owl, quantity: 1 },
      ]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
    localStorage.clear();
  });

  it('blocks until a state is chosen, then pays in test mode and goes to /success', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => ({ clientId: null, mode: 'simulator', currency: 'USD' }),
        'POST /paypal/order': (body) => {
          calls.push({ path: 'create', body });
          return { id: 'SIMORDER', subtotal: '49.97', tax: '3.62', total: '53.59' };
        },
        'POST /paypal/order/SIMORDER/capture': () => ({
          id: 'SIMORDER',
          status: 'COMPLETED',
          purchase_units: [{ amount: { value: '53.59' } }],
          payer: { email_address: 'ada@example.com', name: { given_name: 'Ada', surname: 'Lovelace' } },
        }),
        'POST /api/orders': (body) => {
          calls.push({ path: 'order', body });
          return { id: 'order-42', download_links: [] };
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });

    expect(screen.getByText(checkoutMessages.stateRequiredTitle)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$49.97');
    expect(screen.queryByRole('button', { name: /Continue to Payment/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'CA');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$3.62');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$53.59');
    expect(screen.queryByText(checkoutMessages.stateRequiredTitle)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$53.59') }));
    expect(await screen.findByRole('heading', { name: paymentMessages.testModeTitle })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: paymentMessages.methodWallet })).toHaveAttribute('aria-checked', 'true');

    const pay = screen.getByRole('button', { name: paymentMessages.pay('$53.59') });
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText(paymentMessages.name), 'Ada Lovelace');
    await user.type(screen.getByLabelText(paymentMessages.email), 'ada@example.com');
    await user.click(pay);

    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?order=order-42');
    expect(await screen.findByText(paymentMessages.successTitle)).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      stateCode: 'CA',
      amount: '49.97',
      currency: 'USD',
      intent: 'CAPTURE',
      paymentMethod: 'SIMULATOR',
    });
    expect(calls[1]?.body).toMatchObject({
      paypal_order_id: 'SIMORDER',
      total_amount: '53.59',
      customer_name: 'Ada Lovelace',
    });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([]);
  });

  it('shows the Payment Error panel with a reload button when the configuration cannot be loaded', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'NY');
    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$53.97') }));
    expect(await screen.findByText(paymentMessages.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(paymentMessages.configUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: paymentMessages.reload })).toBeInTheDocument();
  });

  it('offers the card form, whose Pay stays disabled until name and email are filled', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ 'GET /api/paypal/config': () => ({ clientId: null, mode: 'simulator', currency: 'USD' }) }),
    );
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'OR');
    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$49.97') }));
    await user.click(await screen.findByRole('radio', { name: paymentMessages.methodCard }));
    const pay = screen.getByRole('button', { name: paymentMessages.pay('$49.97') });
    await user.type(screen.getByLabelText(paymentMessages.cardNumber), 'not a number');
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText(paymentMessages.cardName), 'Ada');
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText(paymentMessages.email), 'ada@example.com');
    expect(pay).toBeEnabled();
  });

  it('says the cart is empty when there is nothing to check out', () => {
    localStorage.clear();
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    expect(screen.getByRole('heading', { name: checkoutMessages.emptyCart })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: checkoutMessages.continueShopping })).toHaveAttribute('href', '/');
  });
});
