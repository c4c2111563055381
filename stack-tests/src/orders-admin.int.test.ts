import type { AdminDownloadGrant, AdminOrderDetail, AdminOrderList, SalesReport } from '@shop/contracts';
import { uniqueQueuePrefix } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness/stack.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { multipartUpload, randomPng } from './harness/uploads.js';
import { inBrowser } from './harness/purchase.js';

// The curator's orders through the gateway on the real services: a shopper buys in simulator mode, the
// curator finds the order by search, sees its grants, extends one and revokes another.

describe('the Orders tab API through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;

  beforeAll(async () => {
    stack = await startStack({}, { catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('orders-admin') } });
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const asCurator = (method: 'GET' | 'POST', url: string): Promise<LightMyRequestResponse> =>
    stack.gateway.inject({ method, url, headers: { cookie: adminCookie }, remoteAddress: freshAddress() });
  const asShopper = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    inBrowser(stack, {
      method,
      url,
      ...(payload ? { payload } : { headers: { 'content-type': 'application/json' } }),
      remoteAddress: freshAddress(),
    });

  async function publish(title: string): Promise<string> {
    const form = multipartUpload({ title, category: 'Sci-Fi' }, { filename: `${title}.png`, content: randomPng() });
    const upload = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json<{ id: string }>();
    const patched = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/artworks/${id}`,
      headers: { cookie: adminCookie },
      payload: { status: 'approved', price: '19.99', isForSale: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return id;
  }

  async function buy(artworkIds: string[], stateCode: string, email: string) {
    const items = artworkIds.map((artworkId) => ({ artworkId, quantity: 1 }));
    const created = await asShopper('POST', '/paypal/order', { items, stateCode, currency: 'USD', intent: 'CAPTURE' });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    expect((await asShopper('POST', `/paypal/order/${paypalOrderId}/capture`)).statusCode).toBe(200);
    const order = await asShopper('POST', '/api/orders', {
      paypal_order_id: paypalOrderId,
      customer_email: email,
      customer_name: 'Grace Hopper',
      total_amount: total,
      items,
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id, download_links: links } = order.json<{ id: string; download_links: string[] }>();
    return { id, paypalOrderId, total, links: links.map((link) => new URL(link).pathname) };
  }

  it('finds a bought order by search, shows its grants, extends one and revokes another', async () => {
    const fox = await publish('Neon Fox');
    const owl = await publish('Night Owl');
    const order = await buy([fox, owl], 'CA', 'grace.orders@example.com');

    for (const q of [order.id.slice(0, 8), order.paypalOrderId, 'GRACE.ORDERS@example.com']) {
      const found = await asCurator('GET', `/api/orders?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<AdminOrderList>().orders.map((o) => o.id)).toEqual([order.id]);
    }
    const detailAnswer = await asCurator('GET', `/api/orders/${order.id}/admin`);
    expect(detailAnswer.statusCode, detailAnswer.body).toBe(200);
    const detail = detailAnswer.json<AdminOrderDetail>();
    // 39.98 × 7.25 % = 2.89855 → 2.90
    expect(detail).toMatchObject({
      stateCode: 'CA',
      taxRate: '0.07250',
      subtotal: '39.98',
      tax: '2.90',
      total: order.total,
      paymentStatus: 'captured',
      captureId: expect.stringMatching(/\S/),
    });
    expect(detail.lines.map((line) => [line.productKind, line.category])).toEqual([
      ['artwork', 'Sci-Fi'],
      ['artwork', 'Sci-Fi'],
    ]);
    const byCapture = await asCurator('GET', `/api/orders?q=${encodeURIComponent(detail.captureId ?? '')}`);
    expect(byCapture.json<AdminOrderList>().orders.map((o) => o.id)).toEqual([order.id]);

    const [foxLink, owlLink] = order.links;
    expect((await asShopper('GET', foxLink ?? '')).statusCode).toBe(200);
    const [foxGrant, owlGrant] = detail.grants;
    const afterDownload = (await asCurator('GET', `/api/orders/${order.id}/admin`)).json<AdminOrderDetail>();
    expect(afterDownload.grants.map((g) => g.downloadCount)).toEqual([1, 0]);

    const extended = await asCurator('POST', `/api/orders/${order.id}/grants/${foxGrant?.id ?? ''}/extend`);
    expect(extended.statusCode, extended.body).toBe(200);
    const extraDays =
      (Date.parse(extended.json<AdminDownloadGrant>().expiresAt) - Date.parse(foxGrant?.expiresAt ?? '')) / 86_400_000;
    expect(extraDays).toBeCloseTo(30, 3);

    const revoked = await asCurator('POST', `/api/orders/${order.id}/grants/${owlGrant?.id ?? ''}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await asShopper('GET', owlLink ?? '');
    expect(gone.statusCode).toBe(410);
    expect(gone.json<{ message: string }>().message).toBe(
      'This download link has been revoked. Please contact support if you need the file again.',
    );
    expect((await asShopper('GET', foxLink ?? '')).statusCode).toBe(200);
  });

  it('keeps orders and grants from shoppers', async () => {
    const order = await buy([await publish('Quiet Fox')], 'NY', 'quiet@example.com');
    const grantId = (await asCurator('GET', `/api/orders/${order.id}/admin`)).json<AdminOrderDetail>().grants[0]?.id;
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${order.id}/admin`],
      ['POST', `/api/orders/${order.id}/grants/${grantId ?? ''}/extend`],
      ['POST', `/api/orders/${order.id}/grants/${grantId ?? ''}/revoke`],
    ] as const) {
      const answer = await asShopper(method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    // The public order page is as it was.
    expect((await asShopper('GET', `/api/orders/${order.id}`)).statusCode).toBe(200);
  });

  it("reports the tax per state equal to the sum of the orders' taxes", async () => {
    await buy([await publish('Tax Fox'), await publish('Tax Owl')], 'CA', 'tax1@example.com');
    await buy([await publish('Tax Cat')], 'NY', 'tax2@example.com');
    await buy([await publish('Tax Elk')], 'OR', 'tax3@example.com');
    // UTC days: an order placed just before midnight is still in the day asked for.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    const answer = await asCurator('GET', `/api/sales?from=${today}&to=${tomorrow}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<SalesReport>();
    const listed = (
      await asCurator('GET', `/api/orders?from=${today}&to=${tomorrow}&limit=100`)
    ).json<AdminOrderList>();
    expect(report.totals.orders).toBe(listed.total);

    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const expected = new Map<string | null, number>();
    for (const order of listed.orders)
      expected.set(order.stateCode, (expected.get(order.stateCode) ?? 0) + cents(order.tax));
    expect(new Map(report.taxByState.map((row) => [row.stateCode, cents(row.tax)]))).toEqual(expected);
    expect(report.taxByState.map((row) => row.stateCode)).toEqual(expect.arrayContaining(['CA', 'NY', 'OR']));
    expect(report.taxByState.find((row) => row.stateCode === 'OR')?.tax).toBe('0.00');
    expect(report.byKind.find((row) => row.productKind === 'artwork')?.quantity).toBeGreaterThanOrEqual(4);

    const csv = await asCurator('GET', `/api/sales/export?from=${today}&to=${tomorrow}&table=tax`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The country's ISO code and the US state in columns of their own, so Canada's "CA" never sits
    // under California's.
    expect(csv.body.split('\r\n')[0]).toBe('country_code,us_state,tax_name,orders,taxable_subtotal,tax');
    expect((await asShopper('GET', `/api/sales?from=${today}&to=${today}`)).statusCode).toBe(401);
  });
});
