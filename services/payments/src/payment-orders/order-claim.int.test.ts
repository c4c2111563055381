import { checkoutSecretOf, ERROR_CODES, parseCents } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { usePaymentsStack } from '../testing/payments-harness.js';
import { promoCheckout } from '../testing/promo-checkout.js';

/** Orders' first recording of a paid order is one question to payments: who may, where the receipt goes, what was paid. */
describe('the order claim (simulator) on PostgreSQL', () => {
  const { catalog, payments } = usePaymentsStack('payments_order_claim');
  const { cart, quote, createOrder } = promoCheckout(payments, catalog);

  /** A captured order of a fresh payer; its checkout's secret and total as the buyer's browser holds them. */
  async function paidOrder(payerEmail: string, { capture = true } = {}) {
    const created = await createOrder(cart(), undefined, payerEmail);
    expect(created.statusCode, created.body).toBe(200);
    const secret = checkoutSecretOf(created.headers['set-cookie']);
    if (secret === undefined) throw new Error('no checkout cookie');
    const { id, total } = created.json<{ id: string; total: string }>();
    if (capture) expect((await payments.request('POST', `/paypal/order/${id}/capture`)).statusCode).toBe(200);
    return { id, secret, totalCents: parseCents(total) };
  }

  const claim = (id: string, body: Record<string, unknown>) =>
    payments.request('POST', `/internal/payments/${id}/order-claim`, body);
  /** Whether LAUNCH30 still takes this address as a first order's. */
  const isFirstOrderFor = async (email: string) => (await quote(cart(), 'LAUNCH30', email)).statusCode === 200;

  it('answers the paying checkout the payment and keeps the receipt address it names', async () => {
    const order = await paidOrder('claim.payer@example.com');
    const answer = await claim(order.id, {
      email: 'Claim.Receipt@example.com',
      totalCents: order.totalCents,
      checkoutSecret: order.secret,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      paypalOrderId: order.id,
      captured: true,
      totalCents: order.totalCents,
      payerEmail: 'claim.payer@example.com',
    });
    expect(await isFirstOrderFor('claim.receipt@example.com')).toBe(false);
  });

  it("answers a client without cookies that names the payer's own address, in any case", async () => {
    const order = await paidOrder('api.client@example.com');
    const answer = await claim(order.id, { email: 'API.Client@example.com', totalCents: order.totalCents });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses another checkout, an address not the payer’s and a claim naming nothing, keeping no address', async () => {
    const order = await paidOrder('refused.payer@example.com');
    const other = await paidOrder('other.payer@example.com');
    const refusals = [
      [
        { email: 'stranger.one@example.com', totalCents: order.totalCents, checkoutSecret: other.secret },
        ERROR_CODES.notThisCheckout,
      ],
      [{ email: 'stranger.two@example.com', totalCents: order.totalCents }, ERROR_CODES.notThisCheckout],
      [{ email: '', totalCents: order.totalCents }, ERROR_CODES.checkoutProofRequired],
    ] as const;
    for (const [body, code] of refusals) {
      const answer = await claim(order.id, body);
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json<{ error: string }>().error).toBe(code);
      expect(answer.body).not.toContain('refused.payer');
    }
    expect(await isFirstOrderFor('stranger.one@example.com')).toBe(true);
    expect(await isFirstOrderFor('stranger.two@example.com')).toBe(true);
  });

  it('keeps no address for a claim orders will refuse: not captured, or another total', async () => {
    const unpaid = await paidOrder('unpaid.payer@example.com', { capture: false });
    const notPaid = await claim(unpaid.id, {
      email: 'unpaid.receipt@example.com',
      totalCents: unpaid.totalCents,
      checkoutSecret: unpaid.secret,
    });
    expect(notPaid.statusCode, notPaid.body).toBe(200);
    expect(notPaid.json()).toMatchObject({ captured: false, status: 'CREATED' });

    const paid = await paidOrder('short.payer@example.com');
    const otherTotal = await claim(paid.id, {
      email: 'short.receipt@example.com',
      totalCents: paid.totalCents - 1,
      checkoutSecret: paid.secret,
    });
    expect(otherTotal.statusCode, otherTotal.body).toBe(200);
    expect(await isFirstOrderFor('unpaid.receipt@example.com')).toBe(true);
    expect(await isFirstOrderFor('short.receipt@example.com')).toBe(true);
  });

  it('still keeps the receipt address an orders replica of the previous release sends (deprecated PUT)', async () => {
    const order = await paidOrder('old.orders.payer@example.com');
    const kept = await payments.request('PUT', `/internal/payments/${order.id}/receipt`, {
      email: 'old.orders.receipt@example.com',
    });
    expect(kept.statusCode, kept.body).toBe(204);
    expect(await isFirstOrderFor('old.orders.receipt@example.com')).toBe(false);
  });

  it('says an unknown PayPal order is unknown', async () => {
    const answer = await claim('NOSUCHORDER', { email: 'a@example.com', totalCents: 100 });
    expect(answer.statusCode).toBe(404);
  });
});
