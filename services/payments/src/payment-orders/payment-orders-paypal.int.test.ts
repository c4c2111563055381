import { checkoutCookieHeader } from '@shop/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID } from '../testing/fake-paypal-server.js';
import { headers, usePaymentsStack } from '../testing/payments-harness.js';

describe('payments service with PayPal (fake PayPal over HTTP)', () => {
  const { paypal, payments } = usePaymentsStack('payments_paypal', { paypal: true });

  let checkoutCookie = '';

  async function create(key: string): Promise<string> {
    // A package keeps its quantity, so the PayPal order shows a line of quantity 2.
    const response = await payments.post(
      '/paypal/order',
      { items: [{ artworkId: 'package-abstract-single', quantity: 2 }], stateCode: 'CA' },
      { 'paypal-request-id': key },
    );
    expect(response.statusCode, response.body).toBe(200);
    checkoutCookie = checkoutCookieHeader(response.headers['set-cookie']) ?? '';
    return response.json().id;
  }

  it('gives the web app the client id', async () => {
    const response = await payments.app.inject({ method: 'GET', url: '/api/paypal/config', headers });
    expect(response.json()).toEqual({ clientId: FAKE_CLIENT_ID, mode: 'paypal', currency: 'USD' });
  });

  it('creates an itemised PayPal order under the client idempotency key', async () => {
    const id = await create('key-itemised');
    const call = paypal.callsTo('create').at(-1);
    expect(call?.requestId).toBe('key-itemised');
    expect(call?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { value: '32.15', breakdown: { item_total: { value: '29.98' }, tax_total: { value: '2.17' } } },
          items: [{ name: 'Abstract Single', quantity: '2', unit_amount: { value: '14.99' } }],
        },
      ],
    });
    expect(paypal.orderStatus(id)).toBe('CREATED');
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const id = await create('key-unapproved');
    const response = await payments.post(`/paypal/order/${id}/capture`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'payment_not_approved',
      message: expect.stringContaining('not been approved'),
    });
  });

  it('answers 402 to a declined card and captures on the next try', async () => {
    const id = await create('key-declined');
    paypal.approve(id);
    paypal.failNext('INSTRUMENT_DECLINED');
    const declined = await payments.post(`/paypal/order/${id}/capture`);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: 'payment_declined',
      message: 'PayPal declined the payment. Please try another payment method.',
    });

    const captured = await payments.post(`/paypal/order/${id}/capture`, undefined, { cookie: checkoutCookie });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ id, status: 'COMPLETED', payer: { email_address: 'buyer@example.com' } });
  });

  it('records a capture PayPal made without us (a lost answer) instead of refusing it', async () => {
    const id = await create('key-lost-answer');
    paypal.approve(id);
    await payments.deps.provider.captureOrder(id, 'an-earlier-attempt');

    const response = await payments.post(`/paypal/order/${id}/capture`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'COMPLETED', purchase_units: [{ amount: { value: '32.15' } }] });
    const verified = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}`, headers });
    expect(verified.json()).toMatchObject({ captured: true });
  });

  it('answers 409 already_captured when PayPal says captured but shows no capture', async () => {
    const id = await create('key-already');
    paypal.approve(id);
    paypal.failNext('ORDER_ALREADY_CAPTURED');
    const response = await payments.post(`/paypal/order/${id}/capture`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'already_captured', message: 'This PayPal order was already captured.' });
  });

  it('answers 410 for an order PayPal no longer knows', async () => {
    const id = await create('key-expired');
    await sql`update payments.payment_orders set provider_order_id = 'EXPIREDORDER00000' where provider_order_id = ${id}`.execute(
      payments.deps.db,
    );
    const response = await payments.post('/paypal/order/EXPIREDORDER00000/capture');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ error: 'payment_expired' });
  });

  it('answers 503 when PayPal keeps failing, and captures once it is back', async () => {
    const id = await create('key-outage');
    paypal.approve(id);
    for (let i = 0; i < 3; i++) paypal.failNext('SERVICE_UNAVAILABLE');
    const down = await payments.post(`/paypal/order/${id}/capture`);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ error: 'dependency_unavailable', message: expect.stringContaining('PayPal') });
    const back = await payments.post(`/paypal/order/${id}/capture`);
    expect(back.json()).toMatchObject({ status: 'COMPLETED' });
  });
});
