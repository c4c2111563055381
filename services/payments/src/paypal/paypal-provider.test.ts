import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server.js';
import { PaymentProviderError, type CreateOrderInput, type PaymentProvider } from './payment-provider.js';
import { createPayPalProvider, type PayPalProviderOptions } from './paypal-provider.js';

// Two art prints: 14.99 + 2 × 19.99 = 54.97, NY tax 8.875 % → 4.88, total 59.85.
const order = (requestId: string, overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  requestId,
  currency: 'USD',
  items: [
    { name: 'Neon Fox', sku: 'artwork-1', unitAmountCents: 1499, quantity: 1 },
    { name: 'Logo Concepts', sku: 'artwork-2', unitAmountCents: 1999, quantity: 2 },
  ],
  itemTotalCents: 5497,
  taxTotalCents: 488,
  totalCents: 5985,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe('PayPal provider over the real SDK against a fake PayPal', () => {
  let fake: FakePayPal;
  let paypal: PaymentProvider;
  const provider = (options: Partial<PayPalProviderOptions> = {}) =>
    createPayPalProvider({
      clientId: FAKE_CLIENT_ID,
      clientSecret: FAKE_CLIENT_SECRET,
      environment: 'sandbox',
      baseUrl: fake.url,
      timeoutMs: 2_000,
      retryDelaysMs: [5, 5],
      ...options,
    });

  beforeEach(async () => {
    fake = await startFakePayPal();
    paypal = provider();
  });
  afterEach(() => fake.close());

  async function approvedOrder(requestId = 'create-1'): Promise<string> {
    const { providerOrderId } = await paypal.createOrder(order(requestId));
    fake.approve(providerOrderId, { email: 'grace@example.com', givenName: 'Grace', surname: 'Hopper' });
    return providerOrderId;
  }

  it('fetches a client-credentials token once and sends it on every call', async () => {
    await paypal.createOrder(order('create-1'));
    await paypal.createOrder(order('create-2'));

    const [token, ...more] = fake.callsTo('token');
    expect(more).toHaveLength(0);
    const basic = Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64');
    expect(token?.headers.authorization).toBe(`Basic ${basic}`);
    expect(token?.body).toEqual({ grant_type: 'client_credentials' });
    for (const call of fake.callsTo('create')) expect(call.headers.authorization).toMatch(/^Bearer A21AA\.fake\./);
  });

  it('creates a CAPTURE order whose breakdown PayPal can check', async () => {
    const created = await paypal.createOrder(order('create-1'));

    expect(created).toEqual({ providerOrderId: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'CREATED' });
    const [call] = fake.callsTo('create');
    expect(call?.requestId).toBe('create-1');
    expect(call?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: 'create-1',
          amount: {
            currency_code: 'USD',
            value: '59.85',
            breakdown: {
              item_total: { currency_code: 'USD', value: '54.97' },
              tax_total: { currency_code: 'USD', value: '4.88' },
            },
          },
          items: [
            {
              name: 'Neon Fox',
              sku: 'artwork-1',
              unit_amount: { currency_code: 'USD', value: '14.99' },
              quantity: '1',
              category: 'DIGITAL_GOODS',
            },
            {
              name: 'Logo Concepts',
              sku: 'artwork-2',
              unit_amount: { currency_code: 'USD', value: '19.99' },
              quantity: '2',
              category: 'DIGITAL_GOODS',
            },
          ],
        },
      ],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
  });

  it('writes whole dollars and zero tax with two decimals', async () => {
    await paypal.createOrder(
      order('create-1', {
        items: [{ name: 'Print', sku: 'artwork-3', unitAmountCents: 2000, quantity: 1 }],
        itemTotalCents: 2000,
        taxTotalCents: 0,
        totalCents: 2000,
      }),
    );
    expect(fake.callsTo('create')[0]?.body).toMatchObject({
      purchase_units: [
        { amount: { value: '20.00', breakdown: { item_total: { value: '20.00' }, tax_total: { value: '0.00' } } } },
      ],
    });
  });

  it('returns the first order again for a repeated request id', async () => {
    const first = await paypal.createOrder(order('create-1'));
    const again = await paypal.createOrder(order('create-1'));
    expect(again.providerOrderId).toBe(first.providerOrderId);
  });

  it('rejects inconsistent totals before calling PayPal', async () => {
    const err = await rejection(paypal.createOrder(order('create-1', { totalCents: 5984 })));
    expect(err.kind).toBe('invalid');
    expect(fake.calls).toHaveLength(0);
  });

  it('captures an approved order and reads the payer and capture', async () => {
    const id = await approvedOrder();

    const result = await paypal.captureOrder(id, 'capture-1');

    expect(result).toEqual({
      providerOrderId: id,
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      amountCents: 5985,
      payer: { email: 'grace@example.com', givenName: 'Grace', surname: 'Hopper' },
    });
    const [call] = fake.callsTo('capture');
    expect(call?.requestId).toBe('capture-1');
    expect(call?.headers.prefer).toBe('return=representation');
  });

  it('answers a repeated capture request id with the first capture', async () => {
    const id = await approvedOrder();
    const first = await paypal.captureOrder(id, 'capture-1');
    expect(await paypal.captureOrder(id, 'capture-1')).toEqual(first);
  });

  it('reads a captured order back', async () => {
    const id = await approvedOrder();
    const { captureId } = await paypal.captureOrder(id, 'capture-1');

    expect(await paypal.getOrder(id)).toEqual({
      providerOrderId: id,
      status: 'COMPLETED',
      totalCents: 5985,
      capture: { captureId, status: 'COMPLETED', amountCents: 5985 },
      payer: { email: 'grace@example.com', givenName: 'Grace', surname: 'Hopper' },
    });
  });

  it('maps INSTRUMENT_DECLINED to declined without retrying', async () => {
    const id = await approvedOrder();
    fake.failNext('INSTRUMENT_DECLINED');

    const err = await rejection(paypal.captureOrder(id, 'capture-1'));

    expect(err).toMatchObject({ kind: 'declined', code: 'INSTRUMENT_DECLINED', retryable: false });
    expect(err).toMatchObject({ httpStatus: 422, debugId: expect.any(String) });
    expect(fake.callsTo('capture')).toHaveLength(1);
  });

  it('maps ORDER_ALREADY_CAPTURED to already_captured', async () => {
    const id = await approvedOrder();
    fake.failNext('ORDER_ALREADY_CAPTURED');
    expect((await rejection(paypal.captureOrder(id, 'capture-1'))).kind).toBe('already_captured');
  });

  it('answers already_captured for a second capture with a new request id', async () => {
    const id = await approvedOrder();
    await paypal.captureOrder(id, 'capture-1');
    expect((await rejection(paypal.captureOrder(id, 'capture-2'))).kind).toBe('already_captured');
  });

  it('maps ORDER_NOT_APPROVED to expired_or_not_approved', async () => {
    const { providerOrderId } = await paypal.createOrder(order('create-1'));
    const err = await rejection(paypal.captureOrder(providerOrderId, 'capture-1'));
    expect(err).toMatchObject({ kind: 'expired_or_not_approved', code: 'ORDER_NOT_APPROVED' });
  });

  it('retries a 503 on capture with the same request id', async () => {
    const id = await approvedOrder();
    fake.failNext('SERVICE_UNAVAILABLE');

    const result = await paypal.captureOrder(id, 'capture-1');

    expect(result.status).toBe('COMPLETED');
    expect(fake.callsTo('capture').map((c) => [c.status, c.requestId])).toEqual([
      [503, 'capture-1'],
      [201, 'capture-1'],
    ]);
  });

  it('retries a 503 on create without creating a second order', async () => {
    fake.failNext('SERVICE_UNAVAILABLE', 'create');
    const { providerOrderId } = await paypal.createOrder(order('create-1'));
    expect(fake.callsTo('create').map((c) => [c.status, c.requestId])).toEqual([
      [503, 'create-1'],
      [201, 'create-1'],
    ]);
    expect(fake.orderStatus(providerOrderId)).toBe('CREATED');
  });

  it('gives up as unavailable after the bounded retries', async () => {
    const id = await approvedOrder();
    for (let i = 0; i < 3; i++) fake.failNext('SERVICE_UNAVAILABLE');

    const err = await rejection(paypal.captureOrder(id, 'capture-1'));

    expect(err).toMatchObject({ kind: 'unavailable', retryable: true, code: 'SERVICE_UNAVAILABLE' });
    expect(fake.callsTo('capture')).toHaveLength(3);
    expect(fake.orderStatus(id)).toBe('APPROVED');
  });

  it('recovers when a token fetch failed once', async () => {
    fake.failNext('SERVICE_UNAVAILABLE', 'token');

    await paypal.createOrder(order('create-1'));
    await paypal.createOrder(order('create-2'));

    expect(fake.callsTo('token').map((c) => c.status)).toEqual([503, 200]);
    expect(fake.callsTo('create').map((c) => c.status)).toEqual([201, 201]);
  });

  it('fetches a new token when PayPal rejects the cached one', async () => {
    await paypal.createOrder(order('create-1'));
    fake.revokeTokens();

    await paypal.createOrder(order('create-2'));

    expect(fake.callsTo('token')).toHaveLength(2);
    expect(fake.callsTo('create').map((c) => c.status)).toEqual([201, 401, 201]);
  });

  it('maps an unknown order to not_found', async () => {
    expect((await rejection(paypal.captureOrder('0NOSUCHORDER0000', 'capture-1'))).kind).toBe('not_found');
    expect((await rejection(paypal.getOrder('0NOSUCHORDER0000'))).kind).toBe('not_found');
  });

  it('reports wrong credentials as unavailable without retrying or leaking them', async () => {
    const err = await rejection(provider({ clientSecret: 'wrong' }).createOrder(order('create-1')));

    expect(err).toMatchObject({ kind: 'unavailable', retryable: false, code: 'invalid_client' });
    expect(fake.callsTo('token')).toHaveLength(1);
    expect(err.cause).toBeUndefined();
    expect(JSON.stringify(err)).not.toMatch(/Basic|Bearer|wrong/);
  });

  it('reports an unreachable PayPal as unavailable after retrying', async () => {
    await fake.close();
    const err = await rejection(paypal.createOrder(order('create-1')));
    expect(err).toMatchObject({ kind: 'unavailable', retryable: true });
  });
});
