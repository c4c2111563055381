import { randomBytes } from 'node:crypto';
import {
  INTERNAL_HEADERS,
  type AdminOrderDetail,
  type AdminOrderList,
  checkoutCookieHeader,
  dayIn,
} from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { type FakeCatalog } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';
import type { OrdersDeps } from '../deps.js';

const TOKEN = 'orders-admin-test-internal-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

describe('the dashboard view of orders', () => {
  let stack: OrdersWithPayments;
  let catalog: FakeCatalog;
  let payments: AppInstance;
  let deps: OrdersDeps;
  let orders: AppInstance;

  beforeAll(async () => {
    stack = await startOrdersWithPayments('orders_admin', TOKEN);
    ({ catalog, payments, deps, orders } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Pays in the simulator and stores the order, as the checkout does. */
  async function buy(
    items: { artworkId: string; quantity: number }[],
    /** A US state, or a country outside the US. */
    place: string | { countryCode: string; withdrawalConsent?: boolean },
    email: string,
    promoCode?: string,
  ): Promise<{ orderId: string; paypalOrderId: string }> {
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: {
        items,
        ...(typeof place === 'string' ? { stateCode: place } : place),
        payer: { email, name: 'Ada Lovelace' },
        ...(promoCode ? { promoCode } : {}),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, total } = created.json<{ id: string; total: string }>();
    await payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers });
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

  async function artworkId(category: string): Promise<string> {
    const bytes = randomBytes(256);
    const added = catalog.add({ priceCents: 1499, category, title: `Work in ${category}`, fileSize: bytes.length });
    await deps.storage.put(added.storageKey, bytes, added.mimeType, bytes.length);
    return added.id;
  }

  const list = async (query = ''): Promise<AdminOrderList> => {
    const response = await orders.inject({ method: 'GET', url: `/api/orders${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderList>();
  };

  it('keeps the promo discount and code payments priced, and shows them on the order', async () => {
    const fox = await artworkId('Core Collection');
    const { orderId } = await buy([{ artworkId: fox, quantity: 1 }], 'NY', 'promo@example.com', 'launch30');
    const detail = (
      await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin })
    ).json<AdminOrderDetail>();
    // $14.99 − 30% (449.7 → 4.50) = 10.49; NY 8% → 0.84.
    expect(detail).toMatchObject({
      subtotal: '14.99',
      discount: '4.50',
      promoCode: 'LAUNCH30',
      tax: '0.84',
      total: '11.33',
    });
  });

  it('keeps what payments recorded and shows the whole order to the curator', async () => {
    const fox = await artworkId('Core Collection');
    const { orderId, paypalOrderId } = await buy(
      [
        { artworkId: fox, quantity: 1 },
        { artworkId: 'package-abstract-3-pack', quantity: 1 },
        { artworkId: 'package-custom-logo', quantity: 1 },
      ],
      'CA',
      'ada@example.com',
    );

    const response = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const detail = response.json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      id: orderId,
      paypalOrderId,
      captureId: expect.stringMatching(/\S/),
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
      status: 'completed',
      paymentStatus: 'captured',
      stateCode: 'CA',
      taxRate: '0.07250',
      itemCount: 3,
      discount: '0.00',
      promoCode: null,
    });
    expect(detail.lines.map((line) => [line.productKind, line.category, line.quantity])).toEqual([
      ['artwork', 'Core Collection', 1],
      // A pack line counts under its collection (pack delivery).
      ['pack', 'Abstract Art', 1],
      ['logo', null, 1],
    ]);
    const subtotalCents = detail.lines.reduce((sum, line) => sum + Math.round(Number(line.lineTotal) * 100), 0);
    expect(Math.round(Number(detail.subtotal) * 100)).toBe(subtotalCents);
    expect(Math.round(Number(detail.tax) * 100)).toBe(Math.round(subtotalCents * 0.0725));
    expect(detail.grants).toEqual([
      {
        id: expect.any(String),
        artworkId: fox,
        originalName: `${fox}.png`,
        downloadCount: 0,
        lastDownloadedAt: null,
        expiresAt: expect.any(String),
        isExpired: false,
        revokedAt: null,
      },
    ]);
  });

  it("keeps a Berlin buyer's country and VAT, and shows them on the order and its receipt", async () => {
    const { orderId } = await buy(
      [{ artworkId: await artworkId('Core Collection'), quantity: 1 }],
      // An EU buyer agrees to immediate delivery before paying.
      { countryCode: 'DE', withdrawalConsent: true },
      'berlin@example.com',
    );
    const detail = (
      await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin })
    ).json<AdminOrderDetail>();
    // 14.99 × 19% = 2.8481 → 2.85
    expect(detail).toMatchObject({
      countryCode: 'DE',
      stateCode: null,
      taxName: 'VAT',
      taxRate: '0.19000',
      tax: '2.85',
      total: '17.84',
    });
    const list = (
      await orders.inject({ method: 'GET', url: '/api/orders?q=berlin@example.com', headers: admin })
    ).json<AdminOrderList>();
    expect(list.orders[0]).toMatchObject({ countryCode: 'DE', taxName: 'VAT' });
    const receipt = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt`, headers });
    expect(receipt.json()).toMatchObject({ countryCode: 'DE', taxName: 'VAT', stateCode: null, tax: '2.85' });
  });

  it('finds an order by number prefix, PayPal order id, capture id, e-mail and date', async () => {
    const { orderId, paypalOrderId } = await buy(
      [{ artworkId: await artworkId('Abstract'), quantity: 1 }],
      'NY',
      'Find.Me@Example.com',
    );
    const detail = (
      await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin })
    ).json<AdminOrderDetail>();
    const today = new Date().toISOString().slice(0, 10);

    for (const q of [
      orderId.slice(0, 8),
      orderId.slice(0, 8).toUpperCase(),
      paypalOrderId,
      detail.captureId ?? '',
      'find.me@example.com',
    ]) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        found.orders.map((order) => order.id),
        q,
      ).toEqual([orderId]);
    }
    expect((await list(`?q=find.me@example.com&from=${today}&to=${today}`)).total).toBe(1);
    expect((await list('?q=find.me@example.com&from=2001-01-01&to=2001-01-31')).orders).toEqual([]);
    // Days are the asked zone's: UTC+14 and UTC-11 never share a calendar day at the same moment.
    const kiritimatiDay = dayIn(new Date(detail.createdAt), 'Pacific/Kiritimati');
    const inZone = (zone: string) =>
      list(`?q=find.me@example.com&from=${kiritimatiDay}&to=${kiritimatiDay}&timeZone=${zone}`);
    expect((await inZone('Pacific/Kiritimati')).total).toBe(1);
    expect((await inZone('Pacific/Pago_Pago')).total).toBe(0);
    expect((await list('?q=nobody@example.com')).orders).toEqual([]);
    expect((await list('?q=%25')).orders).toEqual([]);
  });

  it('finds an order by any part of the e-mail or name, from three characters, % and _ taken literally', async () => {
    const item = async () => [{ artworkId: await artworkId('Abstract'), quantity: 1 }];
    const { orderId } = await buy(await item(), 'NY', 'Grace_Hopper.42@Navy-Example.org');
    const lookalike = await buy(await item(), 'NY', 'graceXhopper.42@navyXexample.org');

    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).orders.map((order) => order.id);
    for (const q of ['NAVY-EXAMPLE', 'grace_', 'e_h', '_HOPPER.4']) {
      expect(await ids(q), q).toEqual([orderId]);
    }
    expect((await ids('example.org')).sort(), 'both').toEqual([orderId, lookalike.orderId].sort());
    // Too short to be a part: only a whole address or an order number prefix matches.
    expect(await ids('ho')).toEqual([]);
    // The name too: every order of this suite is Ada Lovelace's.
    expect(await ids('LOVEL')).toEqual(expect.arrayContaining([orderId, lookalike.orderId]));
    expect(await ids('lovelace%')).toEqual([]);
    expect(await ids('%hopper')).toEqual([]);
  });

  it('lists newest first, one page at a time', async () => {
    const first = await buy([{ artworkId: await artworkId('Abstract'), quantity: 1 }], 'OR', 'pages@example.com');
    const second = await buy([{ artworkId: await artworkId('Abstract'), quantity: 1 }], 'OR', 'pages@example.com');

    const page = await list('?q=pages@example.com&limit=1');
    expect(page).toMatchObject({ total: 2, nextOffset: 1 });
    expect(page.orders.map((order) => order.id)).toEqual([second.orderId]);
    const next = await list('?q=pages@example.com&limit=1&offset=1');
    expect(next).toMatchObject({ total: 2, nextOffset: null });
    expect(next.orders.map((order) => order.id)).toEqual([first.orderId]);
    expect(next.orders[0]).toMatchObject({ stateCode: 'OR', discount: '0.00', tax: '0.00', itemCount: 1 });
  });

  it('shows "—"-worthy nulls for orders stored before the facts were kept', async () => {
    const old = await deps.db
      .insertInto('orders')
      .values({
        paypal_order_id: 'OLDORDER1',
        customer_email: 'old@example.com',
        customer_name: 'Old',
        subtotal_cents: 1499,
        tax_cents: 0,
        total_cents: 1499,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('order_lines')
      .values({
        order_id: old.id,
        position: 0,
        kind: 'artwork',
        artwork_id: 'a1',
        title: 'Old work',
        quantity: 1,
        unit_price_cents: 1499,
      })
      .execute();
    const detail = (
      await orders.inject({ method: 'GET', url: `/api/orders/${old.id}/admin`, headers: admin })
    ).json<AdminOrderDetail>();
    expect(detail).toMatchObject({ stateCode: null, taxRate: null, captureId: null, grants: [] });
    expect(detail.lines[0]).toMatchObject({ productKind: null, category: null, lineTotal: '14.99' });
  });

  it('answers only the curator, and refuses bad searches with 400', async () => {
    const publicList = await orders.inject({ method: 'GET', url: '/api/orders', headers });
    expect(publicList.statusCode).toBe(401);
    expect(publicList.json()).toEqual({ error: 'unauthorized', message: 'Sign in as the curator to do this.' });
    const { orderId } = await buy([{ artworkId: await artworkId('Abstract'), quantity: 1 }], 'NY', 'p@example.com');
    expect((await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers })).statusCode).toBe(401);
    // The public order page shows none of the curator's fields (it also says what each link delivers, and the masked address).
    expect(
      Object.keys((await orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json()).sort(),
    ).toEqual(['customerName', 'downloadItems', 'download_links', 'id', 'receiptEmail', 'status', 'totalAmount']);

    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?from=2026-13-01', '?to=yesterday']) {
      const response = await orders.inject({ method: 'GET', url: `/api/orders${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
    }
    const unknown = await orders.inject({
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000000/admin',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await orders.inject({ method: 'GET', url: '/api/orders/nope/admin', headers: admin })).statusCode).toBe(
      404,
    );
  });

  describe('grants the curator extends or revokes', () => {
    async function orderWithGrant(): Promise<{ orderId: string; grantId: string; link: string }> {
      const { orderId } = await buy([{ artworkId: await artworkId('Abstract'), quantity: 1 }], 'NY', 'g@example.com');
      const detail = (
        await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin })
      ).json<AdminOrderDetail>();
      const publicOrder = (await orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json<{
        download_links: string[];
      }>();
      return {
        orderId,
        grantId: detail.grants[0]?.id ?? '',
        link: new URL(publicOrder.download_links[0] ?? '').pathname,
      };
    }
    const post = (url: string, payload?: object) =>
      orders.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });

    it('extends by 30 days from the current expiry, or by the days asked', async () => {
      const { orderId, grantId } = await orderWithGrant();
      const before = await deps.db
        .selectFrom('download_grants')
        .select('expires_at')
        .where('id', '=', grantId)
        .executeTakeFirstOrThrow();

      const extended = await post(`/api/orders/${orderId}/grants/${grantId}/extend`);
      expect(extended.statusCode, extended.body).toBe(200);
      const days = (iso: string) => (Date.parse(iso) - before.expires_at.getTime()) / 86_400_000;
      expect(days(extended.json<{ expiresAt: string }>().expiresAt)).toBeCloseTo(30, 3);

      const more = await post(`/api/orders/${orderId}/grants/${grantId}/extend`, { days: 7 });
      expect(days(more.json<{ expiresAt: string }>().expiresAt)).toBeCloseTo(37, 3);
    });

    it('extends an expired grant from now, so its link works again', async () => {
      const { orderId, grantId, link } = await orderWithGrant();
      await deps.db
        .updateTable('download_grants')
        .set({ expires_at: new Date(Date.now() - 86_400_000) })
        .where('id', '=', grantId)
        .execute();
      expect((await orders.inject({ method: 'GET', url: link, headers })).statusCode).toBe(410);

      const extended = await post(`/api/orders/${orderId}/grants/${grantId}/extend`, { days: 1 });
      const expiresInMs = Date.parse(extended.json<{ expiresAt: string }>().expiresAt) - Date.now();
      expect(expiresInMs).toBeGreaterThan(23.9 * 3_600_000);
      expect(expiresInMs).toBeLessThanOrEqual(24 * 3_600_000);
      expect((await orders.inject({ method: 'GET', url: link, headers })).statusCode).toBe(200);
    });

    it('revokes a grant: its link answers 410 with a clear message and it cannot be extended', async () => {
      const { orderId, grantId, link } = await orderWithGrant();
      expect((await orders.inject({ method: 'GET', url: link, headers })).statusCode).toBe(200);

      const revoked = await post(`/api/orders/${orderId}/grants/${grantId}/revoke`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      const revokedAt = revoked.json<{ revokedAt: string | null }>().revokedAt;
      expect(revokedAt).toEqual(expect.any(String));
      const again = await post(`/api/orders/${orderId}/grants/${grantId}/revoke`);
      expect(again.json<{ revokedAt: string | null }>().revokedAt).toBe(revokedAt);

      const download = await orders.inject({ method: 'GET', url: link, headers });
      expect(download.statusCode).toBe(410);
      expect(download.json()).toEqual({
        error: 'download_revoked',
        message: 'This download link has been revoked. Please contact support if you need the file again.',
      });
      const extend = await post(`/api/orders/${orderId}/grants/${grantId}/extend`);
      expect(extend.statusCode).toBe(409);
      expect(extend.json()).toEqual({
        error: 'conflict',
        message: 'This download grant was revoked, so it cannot be extended.',
      });
      const detail = (
        await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/admin`, headers: admin })
      ).json<AdminOrderDetail>();
      expect(detail.grants[0]).toMatchObject({ revokedAt, downloadCount: 1 });
      // The buyer's order page no longer offers the revoked link; the order stays paid.
      expect((await orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json()).toMatchObject({
        status: 'completed',
        download_links: [],
      });
    });

    it("refuses the public, unknown grants, another order's grant and bad days", async () => {
      const first = await orderWithGrant();
      const second = await orderWithGrant();
      const extendUrl = `/api/orders/${first.orderId}/grants/${first.grantId}/extend`;
      const revokeUrl = `/api/orders/${first.orderId}/grants/${first.grantId}/revoke`;
      expect((await orders.inject({ method: 'POST', url: extendUrl, headers })).statusCode).toBe(401);
      expect((await orders.inject({ method: 'POST', url: revokeUrl, headers })).statusCode).toBe(401);
      const crossed = await post(`/api/orders/${second.orderId}/grants/${first.grantId}/revoke`);
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toEqual({ error: 'not_found', message: 'Download grant not found.' });
      expect((await post(`/api/orders/${first.orderId}/grants/nope/extend`)).statusCode).toBe(404);
      for (const days of [0, 366, 1.5, 'ten']) {
        expect((await post(extendUrl, { days })).statusCode, String(days)).toBe(400);
      }
      // Nothing above touched the first grant.
      const grant = await deps.db
        .selectFrom('download_grants')
        .select('revoked_at')
        .where('id', '=', first.grantId)
        .executeTakeFirstOrThrow();
      expect(grant.revoked_at).toBeNull();
    });
  });
});
