import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/ui/use-toast';
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage';
import { checkoutMessages } from '../../features/checkout';
import { paymentMessages } from '../../features/payment';
import { PROMO_MESSAGES } from '../../features/promo-codes';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import CheckoutWithTaxPage from './checkout-with-tax';

const F = PROMO_MESSAGES.field;
const owl = makeArtwork({ title: 'Paper Owl', price: '19.99' });
const fox = makeArtwork({ title: 'Neon Fox', price: '29.98' });

const refusal = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ error, message }), { status, headers: { 'content-type': 'application/json' } });

const EXPIRED = 'The promo code "SUMMER" expired on 2026-09-01 (UTC).';
const USED_UP = 'The promo code "FIRST10" has been used up.';
const UNKNOWN = 'The promo code "NOSUCH" does not exist. Check the spelling and try again.';
const NEEDS_EMAIL =
  'The promo code "LAUNCH30" is for a first order only: enter your e-mail address so we can check it.';
const ALREADY = 'The promo code "LAUNCH30" is for a first order only, and this e-mail address has already used it.';

/** The server's answers: LAUNCH30 (30% of 49.97 = 14.99) for new@example.com, refusals otherwise. */
function quoteAnswer(body: unknown): unknown {
  const { promoCode, email } = body as { promoCode?: string; email?: string };
  switch (promoCode?.toUpperCase()) {
    case 'LAUNCH30':
      if (!email) return refusal(400, 'promo_code_needs_email', NEEDS_EMAIL);
      if (email !== 'new@example.com') return refusal(409, 'promo_code_already_used', ALREADY);
      return { subtotal: '49.97', discount: '14.99', tax: '2.80', total: '37.78', promoCode: 'LAUNCH30' };
    case 'SUMMER':
      return refusal(410, 'promo_code_expired', EXPIRED);
    case 'FIRST10':
      return refusal(409, 'promo_code_used_up', USED_UP);
    default:
      return refusal(400, 'promo_code_unknown', UNKNOWN);
  }
}

describe('/checkout-with-tax promo code', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { artwork: fox, quantity: 1 },
        { artwork: owl, quantity: 1 },
      ]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
    localStorage.clear();
  });

  it('says why an unknown, expired or used-up code is refused', async () => {
    vi.stubGlobal('fetch', jsonFetch({ 'POST /api/paypal/quote': quoteAnswer }));
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    const input = screen.getByLabelText(F.label);
    for (const [code, message] of [
      ['nosuch', UNKNOWN],
      ['SUMMER', EXPIRED],
      ['FIRST10', USED_UP],
    ] as const) {
      await user.clear(input);
      await user.type(input, code);
      await user.click(screen.getByRole('button', { name: F.apply }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$49.97');
  });

  it('asks for the e-mail of a first-order code, shows the discount and the new total, and pays with the code', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'POST /api/paypal/quote': (body) => {
          calls.push({ path: 'quote', body });
          return quoteAnswer(body);
        },
        'GET /api/paypal/config': () => ({ clientId: null, mode: 'simulator', currency: 'USD' }),
        'POST /paypal/order': (body) => {
          calls.push({ path: 'create', body });
          return {
            id: 'SIMPROMO',
            subtotal: '49.97',
            tax: '2.54',
            total: '37.52',
            discount: '14.99',
            promoCode: 'LAUNCH30',
          };
        },
        'POST /paypal/order/SIMPROMO/capture': () => ({
          id: 'SIMPROMO',
          status: 'COMPLETED',
          purchase_units: [{ amount: { value: '37.52' } }],
          payer: { email_address: 'new@example.com', name: { given_name: 'Ada', surname: 'Lovelace' } },
        }),
        'POST /api/orders': () => ({ id: 'order-promo', download_links: [] }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'CA');

    await user.type(screen.getByLabelText(F.label), 'launch30');
    await user.click(screen.getByRole('button', { name: F.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NEEDS_EMAIL);
    expect(screen.getByText(F.emailHelp)).toBeInTheDocument();

    await user.type(screen.getByLabelText(F.emailLabel), 'used@example.com');
    await user.click(screen.getByRole('button', { name: F.apply }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ALREADY));

    await user.clear(screen.getByLabelText(F.emailLabel));
    await user.type(screen.getByLabelText(F.emailLabel), 'new@example.com');
    await user.click(screen.getByRole('button', { name: F.apply }));
    expect(await screen.findByText(F.applied('LAUNCH30', '$14.99'))).toBeInTheDocument();
    expect(screen.getByText(checkoutMessages.discountFor('LAUNCH30'))).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('-$14.99');
    // CA 7.25% of 34.98 = 2.536 → $2.54; SPEC's subtotal line keeps the list price.
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$49.97');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$2.54');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$37.52');

    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$37.52') }));
    await user.type(await screen.findByLabelText(paymentMessages.name), 'Ada Lovelace');
    await user.type(screen.getByLabelText(paymentMessages.email), 'new@example.com');
    await user.click(screen.getByRole('button', { name: paymentMessages.pay('$37.52') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(calls.find((call) => call.path === 'create')?.body).toMatchObject({
      amount: '49.97',
      stateCode: 'CA',
      promoCode: 'LAUNCH30',
      email: 'new@example.com',
    });
  });

  it('removes an applied code and goes back to the full price', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'POST /api/paypal/quote': () => ({
          subtotal: '49.97',
          discount: '5.00',
          tax: '3.56',
          total: '48.53',
          promoCode: 'FIVEOFF',
        }),
      }),
    );
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'NY');
    await user.type(screen.getByLabelText(F.label), 'fiveoff');
    await user.click(screen.getByRole('button', { name: F.apply }));
    expect(await screen.findByTestId('checkout-discount')).toHaveTextContent('-$5.00');
    // NY 8% of 44.97 = 3.5976 → $3.60.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$48.57');

    await user.click(screen.getByRole('button', { name: `${F.remove} FIVEOFF` }));
    expect(screen.getByText(F.removed)).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$53.97');
  });

  it('says so when the code cannot be checked at all', async () => {
    vi.stubGlobal('fetch', jsonFetch({ 'POST /api/paypal/quote': () => new Response('down', { status: 503 }) }));
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.type(screen.getByLabelText(F.label), 'LAUNCH30');
    await user.click(screen.getByRole('button', { name: F.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(F.unavailable);
  });
});
