import { WITHDRAWAL_CONSENT_TEXT } from '@shop/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/ui/use-toast';
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage';
import { checkoutMessages } from '../../features/checkout';
import { paymentMessages } from '../../features/payment';
import { jsonFetch, makeArtwork, renderStorefront } from '../../testing/storefront';
import CheckoutWithTaxPage from './checkout-with-tax';

const owl = makeArtwork({ title: 'Paper Owl', price: '29.99' });

/** A country before the state; outside the US the country's tax from the shop's table. */
describe('/checkout-with-tax for buyers from every country', () => {
  let created: unknown[];
  beforeEach(() => {
    created = [];
    sessionStorage.clear();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ artwork: owl, quantity: 1 }]));
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/paypal/config': () => ({ clientId: null, mode: 'simulator', currency: 'USD' }),
        'GET /api/country-taxes': () => ({
          countries: [
            { countryCode: 'DE', taxName: 'VAT', rate: '0.19' },
            { countryCode: 'CA', taxName: 'GST', rate: '0.05' },
          ],
        }),
        'POST /paypal/order': (body) => {
          created.push(body);
          return new Response(JSON.stringify({ error: 'stop', message: 'stop here' }), { status: 400 });
        },
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
    localStorage.clear();
  });

  it('asks for the country first, the United States chosen, and the state only there', async () => {
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    const country = screen.getByRole('combobox', { name: checkoutMessages.countryLabel });
    const state = screen.getByRole('combobox', { name: checkoutMessages.stateLabel });
    expect(country).toHaveValue('US');
    expect(country.compareDocumentPosition(state) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Japan' })).toBeInTheDocument();

    await user.selectOptions(country, 'DE');
    expect(screen.queryByRole('combobox', { name: checkoutMessages.stateLabel })).not.toBeInTheDocument();
    expect(screen.queryByText(checkoutMessages.stateRequiredTitle)).not.toBeInTheDocument();
  });

  it('charges a Berlin buyer 19% VAT and sends the country, not a state', async () => {
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.countryLabel), 'DE');

    expect(await screen.findByText(checkoutMessages.countryTaxFor('VAT', 'Germany', '19%'))).toBeInTheDocument();
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$5.70');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$35.69');

    // An EU buyer pays only after asking for immediate delivery.
    const proceed = screen.getByRole('button', { name: checkoutMessages.continueToPayment('$35.69') });
    expect(proceed).toBeDisabled();
    await user.click(proceed);
    expect(screen.queryByLabelText(paymentMessages.name)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: WITHDRAWAL_CONSENT_TEXT }));
    await user.click(proceed);
    expect(
      screen.getByText(checkoutMessages.taxInclusiveCountry('$35.69', '$5.70', 'VAT', 'Germany')),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText(paymentMessages.name), 'Ada Lovelace');
    await user.type(screen.getByLabelText(paymentMessages.email), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: paymentMessages.pay('$35.69') }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ countryCode: 'DE', amount: '29.99', withdrawalConsent: true });
    expect(created[0]).not.toHaveProperty('stateCode');

    // Unticking closes the payment again.
    await user.click(screen.getByRole('checkbox', { name: WITHDRAWAL_CONSENT_TEXT }));
    expect(screen.queryByLabelText(paymentMessages.name)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$35.69') })).toBeDisabled();
  });

  it('preselects Germany for a de-DE browser in Berlin, which the buyer can change', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolved,
      timeZone: 'Europe/Berlin',
    });
    try {
      const user = userEvent.setup();
      renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
      expect(screen.getByRole('combobox', { name: checkoutMessages.countryLabel })).toHaveValue('DE');
      expect(await screen.findByText(checkoutMessages.countryTaxFor('VAT', 'Germany', '19%'))).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: WITHDRAWAL_CONSENT_TEXT })).not.toBeChecked();

      await user.selectOptions(screen.getByLabelText(checkoutMessages.countryLabel), 'CA');
      expect(screen.queryByRole('checkbox', { name: WITHDRAWAL_CONSENT_TEXT })).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: checkoutMessages.continueToPayment('$31.49') })).toBeEnabled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('charges a Toronto buyer 5% GST, and a country the shop does not tax nothing', async () => {
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.countryLabel), 'CA');
    expect(await screen.findByText(checkoutMessages.countryTaxFor('GST', 'Canada', '5%'))).toBeInTheDocument();
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$1.50');

    await user.selectOptions(screen.getByLabelText(checkoutMessages.countryLabel), 'BR');
    expect(screen.getByText(checkoutMessages.noTaxFor('Brazil'))).toBeInTheDocument();
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$29.99');
  });

  it("sends a US buyer's state alone, as SPEC's call always did", async () => {
    const user = userEvent.setup();
    renderStorefront(<CheckoutWithTaxPage />, { path: '/checkout-with-tax' });
    await user.selectOptions(screen.getByLabelText(checkoutMessages.stateLabel), 'NY');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$2.40');
    await user.click(screen.getByRole('button', { name: checkoutMessages.continueToPayment('$32.39') }));
    await user.type(await screen.findByLabelText(paymentMessages.name), 'Ada Lovelace');
    await user.type(screen.getByLabelText(paymentMessages.email), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: paymentMessages.pay('$32.39') }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(Object.keys(created[0] as object).sort()).toEqual(
      ['amount', 'currency', 'intent', 'items', 'payer', 'paymentMethod', 'stateCode'].sort(),
    );
    expect(created[0]).toMatchObject({ stateCode: 'NY' });
  });
});
