import { describe, expect, it } from 'vitest';
import { usePaymentsStack } from '../testing/payments-harness.js';

describe('promo codes through PayPal', () => {
  const { paypal, payments } = usePaymentsStack('payments_promo_paypal', { paypal: true });

  it('judges LAUNCH30 on the payer PayPal reports at capture, not on the e-mail the checkout claimed', async () => {
    // The buyer paid once before, without a code.
    const first = await payments.request('POST', '/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 1 }],
      stateCode: 'NY',
    });
    paypal.approve(first.json().id, { email: 'paid.before@example.com', givenName: 'Pat', surname: 'Payer' });
    expect((await payments.request('POST', `/paypal/order/${first.json().id}/capture`)).statusCode).toBe(200);

    // Then claims a fresh address for the code, and pays with the same PayPal account.
    const created = await payments.request('POST', '/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 1 }],
      stateCode: 'NY',
      promoCode: 'LAUNCH30',
      email: 'brand-new-address@example.com',
    });
    expect(created.statusCode, created.body).toBe(200);
    paypal.approve(created.json().id, { email: 'Paid.Before+x@example.com', givenName: 'Pat', surname: 'Payer' });
    const capturesBefore = paypal.callsTo('capture').length;
    const captured = await payments.request('POST', `/paypal/order/${created.json().id}/capture`);
    expect(captured.statusCode, captured.body).toBe(409);
    expect(captured.json()).toMatchObject({ error: 'promo_code_not_first_order' });
    // Refused before PayPal was asked to take any money.
    expect(paypal.callsTo('capture')).toHaveLength(capturesBefore);
  });

  it('sends the discount in the purchase unit breakdown', async () => {
    const response = await payments.request('POST', '/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 2 }],
      stateCode: 'CA',
      promoCode: 'LAUNCH30',
      payer: { email: 'paypal-buyer@example.com', name: 'Pat Payer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // 29.98 − 30% (8.99.4 → 8.99) = 20.99; CA 7.25% → 1.52; total 22.51.
    expect(response.json()).toMatchObject({ subtotal: '29.98', discount: '8.99', tax: '1.52', total: '22.51' });
    expect(paypal.callsTo('create').at(-1)?.body).toMatchObject({
      purchase_units: [
        {
          amount: {
            value: '22.51',
            breakdown: { item_total: { value: '29.98' }, discount: { value: '8.99' }, tax_total: { value: '1.52' } },
          },
        },
      ],
    });
  });
});
