import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/ui/use-toast';
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage';
import { checkoutMessages } from '../../features/checkout';
import { paymentMessages } from '../../features/payment';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import CheckoutWithTaxPage from './checkout-with-tax';

// The Credit Card tab on PayPal's own card fields (PayPal mode), a labelled test form otherwise.
const owl = makeArtwork({ title: 'Paper Owl', price: '19.99' });

interface FakeCardFieldsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
}

/** A stand-in for the JS SDK's `paypal.CardFields`: each field renders PayPal's iframe into our container. */
function fakePayPal() {
  const state: { options: FakeCardFieldsOptions | null; rendered: string[] } = { options: null, rendered: [] };
  const field = (kind: string) => ({
    render: async (container: HTMLElement | string) => {
      const frame = document.createElement('iframe');
      frame.title = `PayPal ${kind} field`;
      (typeof container === 'string' ? document.querySelector(container) : container)?.appendChild(frame);
      state.rendered.push(kind);
    },
  });
  const sdk = {
    CardFields: (options: FakeCardFieldsOptions) => {
      state.options = options;
      return {
        isEligible: () => true,
        NameField: () => field('name'),
        NumberField: () => field('number'),
        ExpiryField: () => field('expiry'),
        CVVField: () => field('cvv'),
        // PayPal creates the order, takes the card in its frames, then approves.
        submit: async () => {
          const orderID = await options.createOrder();
          await options.onApprove({ orderID });
        },
      };
    },
  };
  return { sdk, state };
}

describe('the Credit Card tab', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ artwork: owl, quantity: 1 }]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => resetToasts());
    localStorage.clear();
  });

  it("uses PayPal's card fields in PayPal mode: no card number or CVV input of ours, and the card pays", async () => {
    const { sdk, state } = fakePayPal();
    vi.stubGlobal('paypal', sdk);
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => ({ clientId: 'test-client-id', mode: 'paypal', currency: 'USD' }),
        'POST /paypal/order': (body) => {
          calls.push({ path: 'create', body });
          return { id: 'PAYPAL-CARD-1', subtotal: '19.99', tax: '0.00', total: '19.99' };
        },
        'POST /paypal/order/PAYPAL-CARD-1/capture': () => {
          calls.push({ path: 'capture', body: null });
          return {
            id: 'PAYPAL-CARD-1',
            status: 'COMPLETED',
            purchase_units: [{ amount: { value: '19.99' } }],
            payer: { email_address: null, name: { given_name: null, surname: null } },
          };
        },
        'POST /api/orders': (body) => {
          calls.push({ path: 'order', body });
          return { id: 'order-card', download_links: [] };
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'OR');
    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$19.99') }));
    await user.click(await screen.findByRole('radio', { name: paymentMessages.methodCard }));

    const form = await screen.findByRole('form', { name: paymentMessages.cardHeading });
    await waitFor(() => expect(state.rendered).toEqual(['name', 'number', 'expiry', 'cvv']));
    for (const kind of ['name', 'number', 'expiry', 'cvv']) {
      expect(within(screen.getByTestId(`paypal-card-${kind}`)).getByTitle(`PayPal ${kind} field`)).toBeInTheDocument();
    }
    // The shop's own inputs are the buyer's name and e-mail only: no number, expiry or CVV.
    expect(within(form).queryByLabelText(paymentMessages.cardNumber)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(paymentMessages.cvv)).not.toBeInTheDocument();
    expect(form.querySelectorAll('input[autocomplete^="cc-"]')).toHaveLength(0);
    expect([...form.querySelectorAll('input')].map((input) => input.getAttribute('autocomplete'))).toEqual([
      'name',
      'email',
    ]);
    expect(within(form).getByText(paymentMessages.cardFieldsNote)).toBeInTheDocument();

    const pay = within(form).getByRole('button', { name: paymentMessages.pay('$19.99') });
    expect(pay).toBeDisabled();
    await user.type(within(form).getByLabelText(paymentMessages.name), 'Ada Lovelace');
    await user.type(within(form).getByLabelText(paymentMessages.email), 'ada@example.com');
    await user.click(pay);

    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['create', 'capture', 'order']));
    await waitFor(() => expect(router.state.location.search).toBe('?order=order-card'));
    expect(calls.map((call) => call.path)).toEqual(['create', 'capture', 'order']);
    expect(calls[0]?.body).toMatchObject({ paymentMethod: 'CARD', payer: { email: 'ada@example.com' } });
    expect(calls[2]?.body).toMatchObject({ customer_email: 'ada@example.com', customer_name: 'Ada Lovelace' });
  });

  it('says card payments are unavailable when PayPal finds the card fields not eligible', async () => {
    const { sdk } = fakePayPal();
    vi.stubGlobal('paypal', {
      CardFields: (options: FakeCardFieldsOptions) => ({ ...sdk.CardFields(options), isEligible: () => false }),
    });
    vi.stubGlobal(
      'fetch',
      jsonFetch({ 'GET /api/paypal/config': () => ({ clientId: 'test-client-id', mode: 'paypal', currency: 'USD' }) }),
    );
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'OR');
    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$19.99') }));
    await user.click(await screen.findByRole('radio', { name: paymentMessages.methodCard }));
    expect(await screen.findByText(paymentMessages.cardFieldsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: paymentMessages.pay('$19.99') })).toBeDisabled();
  });

  it('shows a clearly-labelled test card form in simulator mode', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ 'GET /api/paypal/config': () => ({ clientId: null, mode: 'simulator', currency: 'USD' }) }),
    );
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'OR');
    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$19.99') }));
    await user.click(await screen.findByRole('radio', { name: paymentMessages.methodCard }));
    const form = screen.getByRole('form', { name: paymentMessages.testCardTitle });
    expect(within(form).getByText(paymentMessages.testCardText)).toBeInTheDocument();
    expect(within(form).getByLabelText(paymentMessages.cardNumber)).toHaveAttribute('autocomplete', 'off');
  });
});
