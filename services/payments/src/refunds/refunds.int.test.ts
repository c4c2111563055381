import { describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from '../testing/fake-paypal-server.js';
import { usePaymentsStack, type PaymentsHarness } from '../testing/payments-harness.js';

const refund = (payments: PaymentsHarness, paypalOrderId: string, amountCents: number, idempotencyKey: string) =>
  payments.post(`/internal/payments/${paypalOrderId}/refunds`, { amountCents, idempotencyKey });

/** A captured order of two packs (29.98 + CA tax 2.17 = 32.15), through the public routes. */
async function captured(payments: PaymentsHarness, key: string, approve: (id: string) => void = () => undefined) {
  const created = await payments.post(
    '/paypal/order',
    { items: [{ artworkId: 'package-abstract-single', quantity: 2 }], stateCode: 'CA' },
    { 'paypal-request-id': key },
  );
  expect(created.statusCode, created.body).toBe(200);
  const id: string = created.json().id;
  approve(id);
  const capture = await payments.post(`/paypal/order/${id}/capture`);
  expect(capture.statusCode, capture.body).toBe(200);
  return id;
}

describe('refunds (simulator)', () => {
  const { payments } = usePaymentsStack('payments_refunds_sim');

  it('refunds part, then the rest, and refuses more than was captured with 409', async () => {
    const id = await captured(payments, 'sim-refund-1');
    const first = await refund(payments, id, 1000, 'refund-a');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      refundId: expect.stringMatching(/^SIMREF/),
      status: 'COMPLETED',
      amountCents: 1000,
    });

    const tooMuch = await refund(payments, id, 2216, 'refund-b');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: 'refund_exceeds_capture', message: expect.stringContaining('22.15') });

    const rest = await refund(payments, id, 2215, 'refund-c');
    expect(rest.statusCode, rest.body).toBe(200);
    const rows = await payments.deps.db.selectFrom('payment_refunds').selectAll().orderBy('created_at').execute();
    expect(rows.map((r) => r.amount_cents)).toEqual([1000, 2215]);
    expect((await payments.deps.provider.getOrder(id)).capture?.status).toBe('REFUNDED');
  });

  it('answers a repeated idempotency key with the first refund, even five at once', async () => {
    const id = await captured(payments, 'sim-refund-2');
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(payments, id, 500, 'refund-same')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().refundId)).size).toBe(1);
    const reused = await refund(payments, id, 600, 'refund-same');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('idempotency_key_reused');
  });

  it('refunds once in total when different refunds race past the capture', async () => {
    const id = await captured(payments, 'sim-refund-3');
    const answers = await Promise.all(['x', 'y', 'z'].map((key) => refund(payments, id, 2000, `race-${key}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 404 for an unknown order and 409 for one never captured', async () => {
    expect((await refund(payments, 'SIMNOPE', 100, 'k-unknown')).statusCode).toBe(404);
    const created = await payments.post('/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 1 }],
      stateCode: 'CA',
    });
    const notCaptured = await refund(payments, created.json().id, 100, 'k-uncaptured');
    expect(notCaptured.statusCode).toBe(409);
    expect(notCaptured.json().message).toMatch(/not captured/);
  });

  it('refuses bad bodies with 400 and callers without the internal token', async () => {
    const bad = await payments.post('/internal/payments/SIMX/refunds', { amountCents: -5, idempotencyKey: 'k' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await payments.request(
      'POST',
      '/internal/payments/SIMX/refunds',
      { amountCents: 5, idempotencyKey: 'k' },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('refunds (PayPal, fake PayPal over HTTP)', () => {
  const { paypal, payments } = usePaymentsStack('payments_refunds_paypal', { paypal: true });

  const captureIdOf = async (id: string) =>
    (
      await payments.deps.db
        .selectFrom('payment_orders')
        .select('capture_id')
        .where('provider_order_id', '=', id)
        .executeTakeFirstOrThrow()
    ).capture_id ?? '';

  it("refunds through PayPal's captures/{id}/refund with the key as PayPal-Request-Id", async () => {
    const id = await captured(payments, 'pp-refund-1', (orderId) => paypal.approve(orderId));
    const response = await refund(payments, id, 1607, 'pp-key-1');
    expect(response.statusCode, response.body).toBe(200);
    const captureId = await captureIdOf(id);
    const call = paypal.callsTo('refund').at(-1);
    expect(call?.path).toBe(`/v2/payments/captures/${captureId}/refund`);
    expect(call?.requestId).toBe('pp-key-1');
    expect(call?.body).toEqual({ amount: { currency_code: 'USD', value: '16.07' } });
    expect(response.json()).toEqual({
      refundId: paypal.refundsOf(captureId)[0]?.id,
      status: 'COMPLETED',
      amountCents: 1607,
    });

    // A retry after a lost answer: PayPal replays, nothing is refunded twice.
    const again = await refund(payments, id, 1607, 'pp-key-1');
    expect(again.json().refundId).toBe(response.json().refundId);
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
  });

  it('answers 502 with the reason when PayPal refuses, and 503 when PayPal is down; nothing is recorded', async () => {
    const id = await captured(payments, 'pp-refund-2', (orderId) => paypal.approve(orderId));
    paypal.failNext('REFUND_NOT_ALLOWED', 'refund');
    const refused = await refund(payments, id, 500, 'pp-key-2');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ error: 'refund_refused', message: expect.stringContaining('REFUND_NOT_ALLOWED') });

    for (let i = 0; i < 3; i++) paypal.failNext('SERVICE_UNAVAILABLE', 'refund');
    const down = await refund(payments, id, 500, 'pp-key-3');
    expect(down.statusCode).toBe(503);

    const order = await payments.deps.db
      .selectFrom('payment_orders')
      .select('id')
      .where('provider_order_id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await payments.deps.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_order_id', '=', order.id)
      .execute();
    expect(rows).toEqual([]);
    expect(paypal.refundsOf(await captureIdOf(id))).toEqual([]);
  });

  it('maps PayPal saying the capture is fully refunded to 409', async () => {
    const id = await captured(payments, 'pp-refund-3', (orderId) => paypal.approve(orderId));
    // PayPal's own refund (from its dashboard) took it all: our record does not know yet.
    const captureId = await captureIdOf(id);
    const direct = await fetch(`${paypal.url}/v2/payments/captures/${captureId}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(paypal.url)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(direct.status).toBe(201);
    const response = await refund(payments, id, 100, 'pp-key-4');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('refund_exceeds_capture');
  });
});

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
