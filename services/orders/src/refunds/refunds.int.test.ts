import { randomBytes, randomUUID } from 'node:crypto';
import type { RefundResult, SalesReport } from '@shop/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { downloadToken } from '../downloads/download-tokens.js';
import { admin, headers, statuses, useRefundShop } from '../testing/refund-shop.js';

describe('refunds (simulator)', () => {
  const { stack, s } = useRefundShop('orders_refunds');

  const paymentsRefunds = async (paypalOrderId: string) =>
    (
      await sql<{ amount_cents: number; idempotency_key: string }>`
        select r.amount_cents, r.idempotency_key from payments.payment_refunds r
        join payments.payment_orders o on o.id = r.payment_order_id
        where o.provider_order_id = ${paypalOrderId} order by r.created_at`.execute(stack.deps.db)
    ).rows;

  it('refunds line by line, net of the promo share plus tax, revoking exactly that line’s grants', async () => {
    const fox = await s.artwork('Neon Fox');
    // Picked for the 3-pack: within its $11.66 per pick (the default rule).
    const [blue, red] = [
      await s.artwork('Blue Drift', 'Abstract Art', 999),
      await s.artwork('Red Fold', 'Abstract Art', 999),
    ];
    // 14.99 + 34.99 (3-pack) + 19.99 (logo) = 69.97; LAUNCH30 takes 20.99; NY 8% of 48.98 = 3.92; 52.90.
    const { orderId, paypalOrderId } = await s.buy(
      [
        { artworkId: fox, quantity: 1 },
        { artworkId: 'package-abstract-3-pack', quantity: 1 },
        { artworkId: 'package-custom-logo', quantity: 1 },
      ],
      'launch30',
    );
    const picked = await stack.orders.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/picks`,
      headers,
      payload: { artworkIds: [blue, red] },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const before = await s.detail(orderId);
    expect(before).toMatchObject({ total: '52.90', discount: '20.99', refunded: '0.00', refundable: '52.90' });
    // Fox: promo share round(1499 × 2099 / 6997) = 4.50, net 10.49, tax round(10.49 × 8%) = 0.84.
    expect(s.lineOf(before, 'Neon Fox').refundAmount).toBe('11.33');
    expect(await statuses(s, orderId, stack)).toEqual([200, 200, 200]);

    const first = await s.refund(orderId, { lineId: s.lineOf(before, 'Neon Fox').id, from: 'dashboard' });
    expect(first.statusCode, first.body).toBe(200);
    const foxGrant = before.grants.find((g) => g.artworkId === fox);
    expect(first.json<RefundResult>()).toMatchObject({
      orderId,
      status: 'partially_refunded',
      refund: {
        amount: '11.33',
        lineIds: [s.lineOf(before, 'Neon Fox').id],
        source: 'dashboard',
        requestedBy: 'curator',
      },
      revokedGrantIds: [foxGrant?.id],
    });
    // The fox's link is closed; the picks of the pack still download.
    expect(await statuses(s, orderId, stack)).toEqual([410, 200, 200]);
    // Its answer says it was refunded, and when; not "revoked… contact support".
    const foxLink = `/api/downloads/${downloadToken(stack.deps.config.DOWNLOAD_TOKEN_SECRET, foxGrant?.id ?? '')}`;
    const refundedDay = new Date().toISOString().slice(0, 10);
    const closed = await stack.orders.inject({ method: 'GET', url: foxLink, headers });
    expect(closed.json()).toEqual({
      error: 'download_refunded',
      message: `This download was refunded on ${refundedDay}, so its link no longer works.`,
      refundedAt: expect.stringMatching(new RegExp(`^${refundedDay}T`)),
    });
    const page = await stack.orders.inject({
      method: 'GET',
      url: foxLink,
      headers: { ...headers, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(`This download was refunded on ${refundedDay}`);
    expect(page.body).not.toContain('revoked');
    expect((await s.publicOrder(orderId)).status).toBe('partially_refunded');
    expect(await paymentsRefunds(paypalOrderId)).toEqual([
      { amount_cents: 1133, idempotency_key: `order-${orderId}-line-${s.lineOf(before, 'Neon Fox').id}` },
    ]);

    // The event and what its e-mail will say.
    const events = await s.outbox(orderId);
    expect(events).toHaveLength(1);
    const notice = await stack.orders.inject({
      method: 'GET',
      url: `/internal/orders/${orderId}/refund-events/${events[0]?.id}`,
      headers,
    });
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json()).toMatchObject({
      orderId,
      status: 'partially_refunded',
      source: 'dashboard',
      amount: '11.33',
      orderTotal: '52.90',
      refundedTotal: '11.33',
      lines: [{ title: 'Neon Fox', quantity: 1 }],
      // Named as the buyer saved the file (after the title), not as the artist uploaded it.
      closedDownloads: ['neon-fox.png'],
    });

    const twice = await s.refund(orderId, { lineId: s.lineOf(before, 'Neon Fox').id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'already_refunded', message: '"Neon Fox" was already refunded.' });

    // The pack: its picks are revoked and its unspent credit is gone.
    const pack = await s.refund(orderId, { lineId: s.lineOf(before, 'Abstract 3-Pack').id });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pack.json<RefundResult>().refund.amount).toBe('26.45');
    expect(await statuses(s, orderId, stack)).toEqual([410, 410, 410]);
    const third = await s.artwork('Green Loop', 'Abstract Art', 999);
    const refusedPick = await stack.orders.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/picks`,
      headers,
      payload: { artworkIds: [third] },
    });
    expect(refusedPick.statusCode).toBe(409);

    // The rest: the last line takes exactly what is left (15.12, not 15.11, after rounding).
    const rest = await s.refund(orderId, { all: true });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<RefundResult>()).toMatchObject({ status: 'refunded', refund: { amount: '15.12', source: 'api' } });
    const after = await s.detail(orderId);
    expect(after).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refunded: '52.90',
      refundable: '0.00',
    });
    expect(after.refunds.map((r) => r.amount)).toEqual(['11.33', '26.45', '15.12']);
    expect(after.lines.every((line) => line.refundedAt !== null)).toBe(true);
    expect(after.grants.every((grant) => grant.revokedAt !== null)).toBe(true);
    const publicOrder = await s.publicOrder(orderId);
    expect(Object.keys(publicOrder).sort()).toEqual([
      'customerName',
      'downloadItems',
      'download_links',
      'id',
      'receiptEmail',
      'status',
      'totalAmount',
    ]);
    // A refunded work is named no more than it is linked.
    expect(publicOrder).toMatchObject({ download_links: [], downloadItems: [] });
    expect((await paymentsRefunds(paypalOrderId)).reduce((sum, r) => sum + r.amount_cents, 0)).toBe(5290);
    expect(await s.outbox(orderId)).toHaveLength(3);

    const again = await s.refund(orderId, { all: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'already_refunded', message: 'This order was already refunded in full.' });
  });

  it("revokes a logo line's delivered files, and delivers nothing more for it after the refund", async () => {
    const { orderId } = await s.buy([
      { artworkId: await s.artwork('Beside the Logo'), quantity: 1 },
      { artworkId: 'package-custom-logo', quantity: 2 },
    ]);
    const listed = await stack.orders.inject({ method: 'GET', url: `/api/orders/${orderId}/commissions`, headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const [first, second] = listed.json<{ commissions: { id: string }[] }>().commissions;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
    for (const commission of [first, second]) {
      const boundary = `----refund${randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="logo.png"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await stack.orders.inject({
        method: 'POST',
        url: `/api/commissions/${commission?.id}/files`,
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    const delivered = await stack.orders.inject({
      method: 'POST',
      url: `/api/commissions/${first?.id}/deliver`,
      headers: admin,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await statuses(s, orderId, stack)).toEqual([200, 200]);

    const logoLine = s.lineOf(await s.detail(orderId), 'Custom Logo');
    const refunded = await s.refund(orderId, { lineId: logoLine.id });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<RefundResult>().revokedGrantIds).toHaveLength(1);
    expect(await statuses(s, orderId, stack)).toEqual([200, 410]);

    const late = await stack.orders.inject({
      method: 'POST',
      url: `/api/commissions/${second?.id}/deliver`,
      headers: admin,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'already_refunded',
      message: 'This logo was refunded, so its files cannot be delivered.',
    });
  });

  it('refunds once when the curator clicks five times at once', async () => {
    const a = await s.artwork('Twin A');
    const b = await s.artwork('Twin B');
    const { orderId, paypalOrderId } = await s.buy([
      { artworkId: a, quantity: 1 },
      { artworkId: b, quantity: 1 },
    ]);
    const lineId = s.lineOf(await s.detail(orderId), 'Twin A').id;
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.refund(orderId, { lineId })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await paymentsRefunds(paypalOrderId)).toHaveLength(1);
    expect(await s.outbox(orderId)).toHaveLength(1);
    // 14.99 + NY 8% (1.20) = 16.19.
    expect((await s.detail(orderId)).refunds.map((r) => r.amount)).toEqual(['16.19']);
  });

  it('keeps the reason the curator gave with the refund and shows it on the order', async () => {
    const a = await s.artwork('Reason A');
    const b = await s.artwork('Reason B');
    const { orderId } = await s.buy([
      { artworkId: a, quantity: 1 },
      { artworkId: b, quantity: 1 },
    ]);
    const lineId = s.lineOf(await s.detail(orderId), 'Reason A').id;
    const tooLong = await s.refund(orderId, { lineId, reason: 'x'.repeat(201) });
    expect(tooLong.statusCode, tooLong.body).toBe(400);

    const first = await s.refund(orderId, { lineId, from: 'dashboard', reason: '  Sent the wrong file  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<RefundResult>().refund.reason).toBe('Sent the wrong file');
    const rest = await s.refund(orderId, { all: true, reason: '   ' });
    expect(rest.statusCode, rest.body).toBe(200);

    expect((await s.detail(orderId)).refunds.map((r) => r.reason)).toEqual(['Sent the wrong file', null]);
    // The refund e-mail says it too.
    const notices = await Promise.all(
      (await s.outbox(orderId)).map(async (event) =>
        (
          await stack.orders.inject({
            method: 'GET',
            url: `/internal/orders/${orderId}/refund-events/${event.id}`,
            headers,
          })
        ).json<{ reason: string | null }>(),
      ),
    );
    expect(notices.map((notice) => notice.reason)).toEqual(['Sent the wrong file', null]);
  });

  it('reports refunds by source in the metrics', async () => {
    const metrics = await stack.orders.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    // The first test made one dashboard refund and two API ones.
    expect(metrics.body).toMatch(/shop_refunds\{source="dashboard"[^}]*\} [1-9]/);
    expect(metrics.body).toMatch(/shop_refunded_cents\{source="api"[^}]*\} [1-9]/);
  });

  it('refuses bad requests in words, and callers who are not the curator', async () => {
    const { orderId } = await s.buy([{ artworkId: await s.artwork('Lone'), quantity: 1 }]);
    expect((await s.refund(orderId, {})).statusCode).toBe(400);
    expect((await s.refund(orderId, { all: false })).statusCode).toBe(400);
    const unknownLine = await s.refund(orderId, { lineId: randomUUID() });
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json().message).toBe('Order line not found.');
    expect((await s.refund(randomUUID(), { all: true })).statusCode).toBe(404);
    expect((await s.refund('not-an-id', { all: true })).statusCode).toBe(404);
    const anonymous = await stack.orders.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers,
      payload: { all: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await s.detail(orderId)).status).toBe('completed');
  });

  it('shows refunds as their own figures beside the sales, and what the shop kept after them', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = async () =>
      (
        await stack.orders.inject({ method: 'GET', url: `/api/sales?from=${today}&to=${today}`, headers: admin })
      ).json<SalesReport>();
    const cents = (value: string) => Math.round(Number(value) * 100);
    const keep = await s.artwork('Keeper', 'Sci-Fi');
    const drop = await s.artwork('Dropped', 'Sci-Fi');
    const gone = await s.artwork('Gone', 'Sci-Fi');
    const start = await report();
    const partial = await s.buy([
      { artworkId: keep, quantity: 1 },
      { artworkId: drop, quantity: 1 },
    ]);
    const full = await s.buy([{ artworkId: gone, quantity: 1 }]);
    expect(
      (await s.refund(partial.orderId, { lineId: s.lineOf(await s.detail(partial.orderId), 'Dropped').id })).statusCode,
    ).toBe(200);
    expect((await s.refund(full.orderId, { all: true })).statusCode).toBe(200);

    const end = await report();
    const grew = (
      field:
        'subtotal' | 'net' | 'tax' | 'total' | 'refunded' | 'refundedNet' | 'netAfterRefunds' | 'totalAfterRefunds',
    ) => cents(end.totals[field]) - cents(start.totals[field]);
    // Sold: two orders, three 14.99 works, 3.60 of NY tax (8%), 48.57 charged.
    expect(end.totals.orders - start.totals.orders).toBe(2);
    expect(grew('subtotal')).toBe(4497);
    expect(grew('tax')).toBe(360);
    expect(grew('total')).toBe(4857);
    // Refunded: two refunds, two works and their tax.
    expect(end.totals.refunds - start.totals.refunds).toBe(2);
    expect(grew('refundedNet')).toBe(2998);
    expect(grew('refunded')).toBe(3238);
    // Kept: one 14.99 line and its 1.20 tax.
    expect(grew('netAfterRefunds')).toBe(1499);
    expect(grew('totalAfterRefunds')).toBe(1619);
    // The period's row says the same as the totals.
    const day = (r: SalesReport) => r.revenue.find((row) => row.period === today);
    expect((day(end)?.refunds ?? 0) - (day(start)?.refunds ?? 0)).toBe(2);
    // The category table shares out what was kept.
    const sumOf = (values: string[]) => values.reduce((sum, value) => sum + cents(value), 0);
    expect(sumOf(end.byCategory.map((row) => row.revenue))).toBe(cents(end.totals.netAfterRefunds));
    const sold = (r: SalesReport, title: string) => r.bestSellers.find((w) => w.title === title);
    expect(sold(end, 'Keeper')).toMatchObject({ quantity: 1, revenue: '14.99' });
    expect(sold(end, 'Dropped')).toBeUndefined();
    expect(sold(end, 'Gone')).toBeUndefined();
  });
});
