import type { RefundResult } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { statuses, useRefundShop } from '../testing/refund-shop.js';

describe('refunds (PayPal mode, fake PayPal through the real payments service)', () => {
  const { stack, paypal, s } = useRefundShop('orders_refunds_paypal', { paypal: true });

  it("refunds a line through PayPal's refund call, and the rest of the order after it", async () => {
    const { orderId } = await s.buy([
      { artworkId: await s.artwork('PayPal A'), quantity: 1 },
      { artworkId: await s.artwork('PayPal B'), quantity: 1 },
    ]);
    const before = await s.detail(orderId);
    const lineId = s.lineOf(before, 'PayPal A').id;
    const response = await s.refund(orderId, { lineId });
    expect(response.statusCode, response.body).toBe(200);
    const call = paypal.callsTo('refund').at(-1);
    expect(call?.path).toBe(`/v2/payments/captures/${before.captureId}/refund`);
    expect(call?.requestId).toBe(`order-${orderId}-line-${lineId}`);
    expect(call?.body).toEqual({ amount: { currency_code: 'USD', value: '16.19' } });
    expect(response.json<RefundResult>().refund.providerRefundId).toBe(paypal.refundsOf(before.captureId ?? '')[0]?.id);
    expect(await statuses(s, orderId, stack)).toEqual([410, 200]);

    const rest = await s.refund(orderId, { all: true });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(paypal.refundsOf(before.captureId ?? '').map((r) => r.amountCents)).toEqual([1619, 1619]);
    expect((await s.detail(orderId)).status).toBe('refunded');
  });

  it('changes nothing when PayPal refuses (502) or is down (503), and says so', async () => {
    const { orderId } = await s.buy([{ artworkId: await s.artwork('Kept'), quantity: 1 }]);
    paypal.failNext('REFUND_NOT_ALLOWED', 'refund');
    const refused = await s.refund(orderId, { all: true });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: 'refund_refused',
      message: 'PayPal refused the refund (REFUND_NOT_ALLOWED). Nothing was refunded.',
    });

    for (let i = 0; i < 3; i++) paypal.failNext('SERVICE_UNAVAILABLE', 'refund');
    const down = await s.refund(orderId, { all: true });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      'PayPal is unavailable right now, so nothing was refunded. Please try again shortly.',
    );

    const after = await s.detail(orderId);
    expect(after).toMatchObject({ status: 'completed', refunds: [], refunded: '0.00' });
    expect(after.grants.every((g) => g.revokedAt === null)).toBe(true);
    expect(await s.outbox(orderId)).toEqual([]);
    expect(await statuses(s, orderId, stack)).toEqual([200]);
  });
});
