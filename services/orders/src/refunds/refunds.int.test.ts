import { randomBytes, randomUUID } from 'node:crypto';
import {
  INTERNAL_HEADERS,
  PAYMENT_EVENT_JOBS,
  PAYMENT_EVENTS_QUEUE,
  paymentEventJobId,
  type AdminOrderDetail,
  type PaymentEvent,
  type RefundResult,
  type SalesReport,
  checkoutCookieHeader,
} from '@shop/contracts';
import { closeQueue, createRedis } from '@shop/platform';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakePayPal,
  type FakePayPal,
} from '@shop/payments/testing/fake-paypal-server';
import { type FakeCatalog } from '@shop/testkit';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersDeps } from '../deps.js';
import { downloadToken } from '../downloads/download-tokens.js';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';

const TOKEN = 'orders-refunds-test-internal-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

interface Bought {
  orderId: string;
  paypalOrderId: string;
}

/** Buying and looking, shared by the simulator and PayPal runs. */
function shopper(get: () => OrdersWithPayments, approve: (paypalOrderId: string) => void = () => undefined) {
  let n = 0;
  async function artwork(title: string, category = 'Abstract Art'): Promise<string> {
    const { catalog, deps }: { catalog: FakeCatalog; deps: OrdersDeps } = get();
    const bytes = randomBytes(512);
    const added = catalog.add({ priceCents: 1499, category, title, fileSize: bytes.length });
    await deps.storage.put(added.storageKey, bytes, added.mimeType, bytes.length);
    return added.id;
  }
  async function buy(items: { artworkId: string; quantity: number }[], promoCode?: string): Promise<Bought> {
    const { payments, orders } = get();
    const email = `buyer${(n += 1)}-${randomUUID().slice(0, 8)}@example.com`;
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: { items, stateCode: 'NY', payer: { email, name: 'Ada Lovelace' }, ...(promoCode ? { promoCode } : {}) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, total } = created.json<{ id: string; total: string }>();
    approve(id);
    const captured = await payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers });
    expect(captured.statusCode, captured.body).toBe(200);
    const stored = await orders.inject({
      method: 'POST',
      url: '/api/orders',
      // Issue #22: the checkout that paid, by its cookie.
      headers: { ...headers, cookie: checkoutCookieHeader(created.headers['set-cookie']) ?? '' },
      payload: { paypal_order_id: id, customer_email: email, customer_name: 'Ada Lovelace', total_amount: total },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return { orderId: stored.json<{ id: string }>().id, paypalOrderId: id };
  }
  const detail = async (orderId: string): Promise<AdminOrderDetail> => {
    const response = await get().orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderDetail>();
  };
  const refund = (orderId: string, body: unknown) =>
    get().orders.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: admin,
      payload: body as object,
    });
  const publicOrder = async (orderId: string) =>
    (await get().orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json<{
      id: string;
      customerName: string;
      totalAmount: string;
      status: string;
      download_links: string[];
    }>();
  const download = (link: string) =>
    get().orders.inject({ method: 'GET', url: `/api/downloads/${link.split('/').pop() ?? ''}`, headers });
  const lineOf = (order: AdminOrderDetail, title: string) => {
    const line = order.lines.find((l) => l.title === title);
    if (!line) throw new Error(`no line ${title}`);
    return line;
  };
  const outbox = (orderId: string) =>
    get()
      .deps.db.selectFrom('order_outbox')
      .select(['id', 'type'])
      .where('order_id', '=', orderId)
      .where('type', '=', 'order.refunded')
      .orderBy('created_at')
      .execute();
  return { artwork, buy, detail, refund, publicOrder, download, lineOf, outbox };
}

/**
 * Download status per grant, in grant order, each from its own link (the order page no longer
 * lists a closed one). Issue #22: the order page offers exactly the links that work.
 */
async function statuses(s: ReturnType<typeof shopper>, orderId: string, stack: OrdersWithPayments): Promise<number[]> {
  const base = stack.deps.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const links = (await s.detail(orderId)).grants.map(
    (grant) => `${base}/api/downloads/${downloadToken(stack.deps.config.DOWNLOAD_TOKEN_SECRET, grant.id)}`,
  );
  const codes = await Promise.all(links.map(async (link) => (await s.download(link)).statusCode));
  expect((await s.publicOrder(orderId)).download_links, 'the links the order page offers').toEqual(
    links.filter((_, index) => codes[index] === 200),
  );
  return codes;
}

describe('refunds (simulator)', () => {
  let stack: OrdersWithPayments;
  const s = shopper(() => stack);

  beforeAll(async () => {
    stack = await startOrdersWithPayments('orders_refunds', TOKEN);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const paymentsRefunds = async (paypalOrderId: string) =>
    (
      await sql<{ amount_cents: number; idempotency_key: string }>`
        select r.amount_cents, r.idempotency_key from payments.payment_refunds r
        join payments.payment_orders o on o.id = r.payment_order_id
        where o.provider_order_id = ${paypalOrderId} order by r.created_at`.execute(stack.deps.db)
    ).rows;

  it('refunds line by line, net of the promo share plus tax, revoking exactly that line’s grants', async () => {
    const fox = await s.artwork('Neon Fox');
    const [blue, red] = [await s.artwork('Blue Drift'), await s.artwork('Red Fold')];
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
      closedDownloads: [foxGrant?.originalName],
    });

    const twice = await s.refund(orderId, { lineId: s.lineOf(before, 'Neon Fox').id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'already_refunded', message: '"Neon Fox" was already refunded.' });

    // The pack: its picks are revoked and its unspent credit is gone.
    const pack = await s.refund(orderId, { lineId: s.lineOf(before, 'Abstract 3-Pack').id });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pack.json<RefundResult>().refund.amount).toBe('26.45');
    expect(await statuses(s, orderId, stack)).toEqual([410, 410, 410]);
    const third = await s.artwork('Green Loop');
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
    // Issue #25: a refunded work is named no more than it is linked.
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

  it('keeps the reason the curator gave with the refund and shows it on the order (issue #25)', async () => {
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

  it('counts what partially refunded orders kept in the sales figures, and nothing of refunded ones', async () => {
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
    // Kept: one 14.99 line and its 1.20 tax, in one order.
    expect(end.totals.orders - start.totals.orders).toBe(1);
    expect(cents(end.totals.subtotal) - cents(start.totals.subtotal)).toBe(1499);
    expect(cents(end.totals.tax) - cents(start.totals.tax)).toBe(120);
    expect(cents(end.totals.total) - cents(start.totals.total)).toBe(1619);
    const sold = (r: SalesReport, title: string) => r.bestSellers.find((w) => w.title === title);
    expect(sold(end, 'Keeper')).toMatchObject({ quantity: 1, revenue: '14.99' });
    expect(sold(end, 'Dropped')).toBeUndefined();
    expect(sold(end, 'Gone')).toBeUndefined();
  });

  describe('payment events from PayPal (queue payment-events)', () => {
    let redis: Redis;
    let queue: Queue;
    let queueEvents: QueueEvents;

    beforeAll(async () => {
      redis = createRedis(stack.deps.config.REDIS_URL, 'worker');
      queue = new Queue(PAYMENT_EVENTS_QUEUE, { connection: redis, prefix: stack.deps.config.QUEUE_PREFIX });
      queueEvents = new QueueEvents(PAYMENT_EVENTS_QUEUE, {
        connection: createRedis(stack.deps.config.REDIS_URL, 'worker'),
        prefix: stack.deps.config.QUEUE_PREFIX,
      });
      await queueEvents.waitUntilReady();
    });
    afterAll(async () => {
      await queueEvents?.close();
      await closeQueue(queue);
      redis?.disconnect();
    });

    /** Adds the event as payments would and waits for orders to handle it; returns what it did. */
    async function deliver(event: Omit<PaymentEvent, 'eventId' | 'occurredAt' | 'source'> & { eventId?: string }) {
      const full: PaymentEvent = {
        eventId: randomUUID(),
        source: 'webhook',
        occurredAt: new Date().toISOString(),
        ...event,
      };
      const job = await queue.add(PAYMENT_EVENT_JOBS[full.type], full, {
        jobId: `${paymentEventJobId(full)}-${randomUUID()}`,
      });
      return { outcome: (await job.waitUntilFinished(queueEvents, 15_000)) as string, event: full };
    }

    it('applies a partial PayPal-side refund without revoking, then one of the rest revoking everything; once each', async () => {
      const { orderId, paypalOrderId } = await s.buy([
        { artworkId: await s.artwork('Side A'), quantity: 1 },
        { artworkId: await s.artwork('Side B'), quantity: 1 },
      ]);
      const base = { type: 'payment.refunded' as const, paypalOrderId, captureId: null };
      const first = await deliver({ ...base, refundId: 'PPREF-PART-1', amountCents: 500 });
      expect(first.outcome).toBe('partially_refunded');
      expect((await s.detail(orderId)).status).toBe('partially_refunded');
      expect(await statuses(s, orderId, stack)).toEqual([200, 200]);
      // The same event again, and the same refund reported by another event: nothing changes.
      expect(
        (await deliver({ ...base, eventId: first.event.eventId, refundId: 'PPREF-PART-1', amountCents: 500 })).outcome,
      ).toBe('duplicate');
      expect((await deliver({ ...base, refundId: 'PPREF-PART-1', amountCents: 500 })).outcome).toBe('duplicate');

      // 32.38 − 5.00 = 27.38 left: PayPal refunds it all.
      expect((await deliver({ ...base, refundId: 'PPREF-REST-1', amountCents: 2738 })).outcome).toBe('refunded');
      const after = await s.detail(orderId);
      expect(after).toMatchObject({ status: 'refunded', refunded: '32.38' });
      expect(after.refunds.map((r) => [r.providerRefundId, r.amount, r.source, r.requestedBy])).toEqual([
        ['PPREF-PART-1', '5.00', 'paypal', 'paypal'],
        ['PPREF-REST-1', '27.38', 'paypal', 'paypal'],
      ]);
      expect(await statuses(s, orderId, stack)).toEqual([410, 410]);
      expect(await s.outbox(orderId)).toHaveLength(2);
    });

    it('skips the webhook of a refund the dashboard already made', async () => {
      const { orderId, paypalOrderId } = await s.buy([
        { artworkId: await s.artwork('Ours A'), quantity: 1 },
        { artworkId: await s.artwork('Ours B'), quantity: 1 },
      ]);
      const made = await s.refund(orderId, { lineId: s.lineOf(await s.detail(orderId), 'Ours A').id });
      const refundId = made.json<RefundResult>().refund.providerRefundId;
      const reported = await deliver({
        type: 'payment.refunded',
        paypalOrderId,
        captureId: null,
        refundId,
        amountCents: 1619,
      });
      expect(reported.outcome).toBe('duplicate');
      expect((await s.detail(orderId)).refunds).toHaveLength(1);
      expect(await statuses(s, orderId, stack)).toEqual([410, 200]);
    });

    it('closes every download on a charge-back, once', async () => {
      const { orderId, paypalOrderId } = await s.buy([
        { artworkId: await s.artwork('Back A'), quantity: 1 },
        { artworkId: await s.artwork('Back B'), quantity: 1 },
      ]);
      const event = {
        type: 'payment.reversed' as const,
        paypalOrderId,
        captureId: null,
        refundId: 'PPREV-1',
        amountCents: 3238,
      };
      const links = (await s.publicOrder(orderId)).download_links;
      const first = await deliver(event);
      expect(first.outcome).toBe('reversed');
      // Issue #22: the order page offers no link that cannot work; one kept from before answers 410.
      expect(await s.publicOrder(orderId)).toMatchObject({ status: 'reversed', download_links: [] });
      const answer = await s.download(links[0] ?? '');
      expect(answer.statusCode).toBe(410);
      expect(answer.json().message).toBe("This order's payment was reversed, so its downloads are closed.");
      expect((await deliver({ ...event, eventId: first.event.eventId })).outcome).toBe('duplicate');
      expect(await s.outbox(orderId)).toHaveLength(1);
      const refused = await s.refund(orderId, { all: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/reversed/);
    });
  });
});

describe('refunds (PayPal mode, fake PayPal through the real payments service)', () => {
  let stack: OrdersWithPayments;
  let paypal: FakePayPal;
  const s = shopper(
    () => stack,
    (id) => paypal.approve(id),
  );

  beforeAll(async () => {
    paypal = await startFakePayPal();
    stack = await startOrdersWithPayments('orders_refunds_paypal', TOKEN, {
      payments: {
        PAYMENTS_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
        PAYPAL_BASE_URL: paypal.url,
      },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await paypal?.close();
  });

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
