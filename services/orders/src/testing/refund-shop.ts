import { randomBytes, randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS, type AdminOrderDetail, checkoutCookieHeader } from '@shop/contracts';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakePayPal,
  type FakePayPal,
} from '@shop/payments/testing/fake-paypal-server';
import { startedLater, type FakeCatalog } from '@shop/testkit';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OrdersDeps } from '../deps.js';
import { downloadToken } from '../downloads/download-tokens.js';
import { startOrdersWithPayments, type OrdersWithPayments } from './orders-with-payments.js';

const TOKEN = 'orders-refunds-test-internal-token';
export const headers = { [INTERNAL_HEADERS.token]: TOKEN };
export const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

interface Bought {
  orderId: string;
  paypalOrderId: string;
}

/** Buying and looking, shared by the simulator and PayPal runs. */
export function shopper(get: () => OrdersWithPayments, approve: (paypalOrderId: string) => void = () => undefined) {
  let n = 0;
  /** `priceCents` below a pack's price per pick for a work a pack takes by default. */
  async function artwork(title: string, category = 'Abstract Art', priceCents = 1499): Promise<string> {
    const { catalog, deps }: { catalog: FakeCatalog; deps: OrdersDeps } = get();
    const bytes = randomBytes(512);
    const added = catalog.add({ priceCents, category, title, fileSize: bytes.length });
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
      // The checkout that paid, by its cookie.
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
 * lists a closed one). The order page offers exactly the links that work.
 */
export async function statuses(
  s: ReturnType<typeof shopper>,
  orderId: string,
  stack: OrdersWithPayments,
): Promise<number[]> {
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

/**
 * The refund tests' start, registered as the file's beforeAll and afterAll: orders with the real
 * payments service on a database of its own (`name`), in the simulator, or with `paypal` in PayPal
 * mode against a fake PayPal; and a shopper who buys through it.
 */
export function useRefundShop(name: string, options: { paypal?: boolean } = {}) {
  let started: OrdersWithPayments | undefined;
  let fakePayPal: FakePayPal | undefined;
  const stack = startedLater('the orders stack', () => started);
  const paypal = startedLater('the fake PayPal (useRefundShop with paypal)', () => fakePayPal);
  const s = shopper(() => stack, options.paypal ? (id) => paypal.approve(id) : undefined);

  beforeAll(async () => {
    if (options.paypal) fakePayPal = await startFakePayPal();
    started = await startOrdersWithPayments(
      name,
      TOKEN,
      fakePayPal
        ? {
            payments: {
              PAYMENTS_PROVIDER: 'paypal',
              PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
              PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
              PAYPAL_BASE_URL: fakePayPal.url,
            },
          }
        : {},
    );
  });
  afterAll(async () => {
    await started?.close();
    await fakePayPal?.close();
  });
  return { stack, paypal, s };
}
