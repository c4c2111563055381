import { ERROR_CODES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { usePaymentsStack, type PaymentsHarness } from '../testing/payments-harness.js';

/** An EU buyer pays only after agreeing to immediate delivery; the time is kept. */
describe('withdrawal consent of EU buyers (PayPal faked over HTTP) on PostgreSQL', () => {
  const { catalog, paypal, payments } = usePaymentsStack('payments_withdrawal_consent', { paypal: true });

  const send: PaymentsHarness['request'] = (...args) => payments.request(...args);
  const cart = () => [{ artworkId: catalog.add({ priceCents: 2450 }).id, quantity: 1 }];
  const verify = async (providerOrderId: string) =>
    (await send('GET', `/internal/payments/${providerOrderId}`)).json<{ withdrawalConsentAt: string | null }>();

  it('refuses an order from Germany without the consent, before PayPal hears of it', async () => {
    const creates = paypal.callsTo('create').length;
    for (const consent of [undefined, false]) {
      const response = await send('POST', '/paypal/order', {
        items: cart(),
        countryCode: 'de',
        ...(consent === undefined ? {} : { withdrawalConsent: consent }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: ERROR_CODES.withdrawalConsentRequired,
        message: expect.stringContaining('Deliver my download now'),
      });
    }
    expect(paypal.callsTo('create')).toHaveLength(creates);
  });

  it('keeps the time a French buyer agreed, and tells orders', async () => {
    const before = Date.now();
    const response = await send('POST', '/paypal/order', { items: cart(), countryCode: 'FR', withdrawalConsent: true });
    expect(response.statusCode, response.body).toBe(200);
    const { withdrawalConsentAt } = await verify(response.json<{ id: string }>().id);
    expect(withdrawalConsentAt).not.toBeNull();
    const at = Date.parse(withdrawalConsentAt ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('neither asks nor keeps it outside the EU (Canada, Switzerland, a US state)', async () => {
    for (const place of [{ countryCode: 'CA' }, { countryCode: 'CH', withdrawalConsent: true }, { stateCode: 'NY' }]) {
      const response = await send('POST', '/paypal/order', { items: cart(), ...place });
      expect(response.statusCode, response.body).toBe(200);
      expect((await verify(response.json<{ id: string }>().id)).withdrawalConsentAt).toBeNull();
    }
  });
});
