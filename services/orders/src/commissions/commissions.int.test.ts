import { randomBytes } from 'node:crypto';
import {
  COMMISSION_MESSAGES,
  INTERNAL_HEADERS,
  MAX_COMMISSION_FILE_BYTES,
  type CommissionDetail,
  type CommissionList,
  type OrderCommissions,
  type PublicCommission,
  checkoutCookieHeader,
} from '@shop/contracts';
import { createDb, migrateToLatest, type AppInstance } from '@shop/platform';
import { createTestDatabase, multipartBody } from '@shop/testkit';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';
import { migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import { ORDERS_SCHEMA, type OrdersDeps } from '../deps.js';

const TOKEN = 'orders-commissions-test-internal-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
const BRIEF = { brandName: 'Acme Rockets', purpose: 'Shop sign and website', style: 'Bold, red and black', notes: '' };

/** The commission form's files, each under `files` unless named. */
const multipart = (files: { filename: string; content: Buffer; field?: string }[]) =>
  multipartBody(files.map((file) => ({ name: file.field ?? 'files', value: file.content, filename: file.filename })));

describe('custom-logo commissions', () => {
  let stack: OrdersWithPayments;
  let payments: AppInstance;
  let deps: OrdersDeps;
  let orders: AppInstance;

  beforeAll(async () => {
    stack = await startOrdersWithPayments('orders_commissions', TOKEN);
    ({ payments, deps, orders } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Pays in the simulator and stores the order, as the checkout does. */
  async function buy(items: { artworkId: string; quantity: number }[]): Promise<string> {
    const created = await payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: { items, stateCode: 'NY', payer: { email: 'ada@example.com', name: 'Ada Lovelace' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, total } = created.json<{ id: string; total: string }>();
    await payments.inject({ method: 'POST', url: `/paypal/order/${id}/capture`, headers });
    const stored = await orders.inject({
      method: 'POST',
      url: '/api/orders',
      // The checkout that paid, by its cookie.
      headers: { ...headers, cookie: checkoutCookieHeader(created.headers['set-cookie']) ?? '' },
      payload: {
        paypal_order_id: id,
        customer_email: 'ada@example.com',
        customer_name: 'Ada Lovelace',
        total_amount: total,
      },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return stored.json<{ id: string }>().id;
  }

  async function commissionsOf(orderId: string): Promise<PublicCommission[]> {
    const response = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}/commissions`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderCommissions>().commissions;
  }

  const putBrief = (orderId: string, commissionId: string, payload: object) =>
    orders.inject({ method: 'PUT', url: `/api/orders/${orderId}/commissions/${commissionId}/brief`, headers, payload });

  const upload = (commissionId: string, files: { filename: string; content: Buffer; field?: string }[]) => {
    const form = multipart(files);
    return orders.inject({
      method: 'POST',
      url: `/api/commissions/${commissionId}/files`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
  };

  const detail = async (commissionId: string): Promise<CommissionDetail> => {
    const response = await orders.inject({ method: 'GET', url: `/api/commissions/${commissionId}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CommissionDetail>();
  };

  it('creates one commission per logo unit with the order, and none for artworks or packs', async () => {
    const orderId = await buy([
      { artworkId: 'package-custom-logo', quantity: 2 },
      { artworkId: 'package-smart-bundle-3', quantity: 1 },
      { artworkId: 'package-abstract-3-pack', quantity: 1 },
    ]);
    const commissions = await commissionsOf(orderId);
    expect(commissions.map((c) => [c.number, c.productName, c.status, c.isBriefEditable])).toEqual([
      [1, 'Custom Logo', 'awaiting_brief', true],
      [2, 'Custom Logo', 'awaiting_brief', true],
      [3, 'Smart Bundle 3-Pack', 'awaiting_brief', true],
    ]);
    expect(commissions.every((c) => c.brief === null && c.files.length === 0)).toBe(true);

    const packOnly = await buy([{ artworkId: 'package-abstract-5-pack', quantity: 1 }]);
    expect(await commissionsOf(packOnly)).toEqual([]);
  });

  it('answers 404 for an unknown order, and a 404 for a commission of another order', async () => {
    const unknown = await orders.inject({
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000000/commissions',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const first = await buy([{ artworkId: 'package-custom-logo', quantity: 1 }]);
    const second = await buy([{ artworkId: 'package-custom-logo', quantity: 1 }]);
    const [theirs] = await commissionsOf(second);
    const crossed = await putBrief(first, theirs?.id ?? '', BRIEF);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ error: 'not_found', message: COMMISSION_MESSAGES.notFound });
  });

  it('validates the brief, saves it and lets the buyer change it until work starts', async () => {
    const orderId = await buy([{ artworkId: 'package-custom-logo', quantity: 1 }]);
    const [commission] = await commissionsOf(orderId);
    const id = commission?.id ?? '';

    const missing = await putBrief(orderId, id, { ...BRIEF, brandName: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('Please enter the business or brand name.');
    const tooLong = await putBrief(orderId, id, { ...BRIEF, notes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('Notes must be at most 2000 characters.');

    const saved = await putBrief(orderId, id, BRIEF);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PublicCommission>()).toMatchObject({
      status: 'brief_received',
      isBriefEditable: true,
      brief: { ...BRIEF },
    });
    const changed = await putBrief(orderId, id, { ...BRIEF, notes: 'Add a rocket' });
    expect(changed.json<PublicCommission>().brief?.notes).toBe('Add a rocket');

    expect((await upload(id, [{ filename: 'draft.png', content: PNG }])).statusCode).toBe(201);
    const locked = await putBrief(orderId, id, BRIEF);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ error: 'conflict', message: COMMISSION_MESSAGES.briefLocked });
    const [started] = await commissionsOf(orderId);
    expect(started).toMatchObject({ status: 'in_progress', isBriefEditable: false, brief: { notes: 'Add a rocket' } });
  });

  it('keeps the curator routes to the curator', async () => {
    const orderId = await buy([{ artworkId: 'package-custom-logo', quantity: 1 }]);
    const [commission] = await commissionsOf(orderId);
    const id = commission?.id ?? '';
    const form = multipart([{ filename: 'logo.png', content: PNG }]);
    for (const [method, url] of [
      ['GET', '/api/commissions'],
      ['GET', `/api/commissions/${id}`],
      ['POST', `/api/commissions/${id}/files`],
      ['DELETE', `/api/commissions/${id}/files/${id}`],
      ['POST', `/api/commissions/${id}/deliver`],
    ] as const) {
      const response = await orders.inject({
        method,
        url,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await detail(id)).fileCount).toBe(0);
  });

  it('lists commissions by status with the buyer and a count of those awaiting work', async () => {
    const orderId = await buy([{ artworkId: 'package-custom-logo', quantity: 2 }]);
    const [first] = await commissionsOf(orderId);
    await putBrief(orderId, first?.id ?? '', BRIEF);

    const all = await orders.inject({ method: 'GET', url: '/api/commissions', headers: admin });
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json<CommissionList>();
    const mine = list.commissions.filter((c) => c.orderId === orderId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      orderNumber: orderId.slice(0, 8).toUpperCase(),
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      brandName: 'Acme Rockets',
      status: 'brief_received',
    });
    expect(list.awaitingWork).toBe(list.counts.brief_received + list.counts.in_progress);
    expect(list.commissions).toHaveLength(Object.values(list.counts).reduce((a, b) => a + b, 0));

    const received = await orders.inject({
      method: 'GET',
      url: '/api/commissions?status=brief_received',
      headers: admin,
    });
    const receivedList = received.json<CommissionList>().commissions;
    expect(receivedList.every((c) => c.status === 'brief_received')).toBe(true);
    expect(receivedList.map((c) => c.id)).toContain(first?.id);

    const bad = await orders.inject({ method: 'GET', url: '/api/commissions?status=done', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a file of the wrong type (415), too large (413) or no file (400), keeping nothing', async () => {
    const orderId = await buy([{ artworkId: 'package-custom-logo', quantity: 1 }]);
    const [commission] = await commissionsOf(orderId);
    const id = commission?.id ?? '';

    const exe = await upload(id, [
      { filename: 'logo.png', content: PNG },
      { filename: 'logo.png', content: Buffer.from('MZ\x90\x00 not an image') },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json<{ message: string }>().message).toContain(COMMISSION_MESSAGES.unsupportedType);

    const big = await upload(id, [
      { filename: 'huge.png', content: Buffer.concat([PNG, Buffer.alloc(MAX_COMMISSION_FILE_BYTES)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json<{ message: string }>().message).toContain(COMMISSION_MESSAGES.tooLarge);

    const none = await upload(id, [{ filename: 'logo.png', content: PNG, field: 'other' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'bad_request', message: COMMISSION_MESSAGES.noFile });

    expect(await detail(id)).toMatchObject({ status: 'awaiting_brief', files: [] });
    const stored: string[] = [];
    for await (const object of deps.storage.list(`commissions/${id}/`)) stored.push(object.key);
    expect(stored).toEqual([]);
  });

  it('delivers the files as download grants of the order, once, and then freezes them', async () => {
    const orderId = await buy([{ artworkId: 'package-custom-logo', quantity: 2 }]);
    const [first, second] = await commissionsOf(orderId);
    const id = first?.id ?? '';

    const empty = await orders.inject({
      method: 'POST',
      url: `/api/commissions/${second?.id}/deliver`,
      headers: admin,
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ error: 'conflict', message: COMMISSION_MESSAGES.deliverWithoutFiles });

    const uploaded = await upload(id, [
      { filename: '../../Acme logo.png', content: PNG },
      { filename: 'acme.svg', content: SVG },
      { filename: 'draft.png', content: PNG },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const withFiles = uploaded.json<CommissionDetail>();
    expect(withFiles.files.map((f) => [f.originalName, f.mimeType])).toEqual([
      ['Acme logo.png', 'image/png'],
      ['acme.svg', 'image/svg+xml'],
      ['draft.png', 'image/png'],
    ]);
    const draft = withFiles.files[2];
    const removed = await orders.inject({
      method: 'DELETE',
      url: `/api/commissions/${id}/files/${draft?.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await detail(id)).files.map((f) => f.originalName)).toEqual(['Acme logo.png', 'acme.svg']);

    const [delivered, again] = await Promise.all([
      orders.inject({ method: 'POST', url: `/api/commissions/${id}/deliver`, headers: admin }),
      orders.inject({ method: 'POST', url: `/api/commissions/${id}/deliver`, headers: admin }),
    ]);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(delivered.json<CommissionDetail>().status).toBe('delivered');
    const third = await orders.inject({ method: 'POST', url: `/api/commissions/${id}/deliver`, headers: admin });
    expect(third.statusCode).toBe(200);

    const order = await orders.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    const links = order.json<{ download_links: string[] }>().download_links;
    expect(links).toHaveLength(2);
    const bodies = await Promise.all(
      links.map(async (link) => {
        const response = await orders.inject({ method: 'GET', url: new URL(link).pathname, headers });
        expect(response.statusCode).toBe(200);
        return response.rawPayload;
      }),
    );
    expect(bodies).toEqual([PNG, SVG]);

    const [shown] = await commissionsOf(orderId);
    expect(shown?.status).toBe('delivered');
    expect(shown?.files.map((f) => [f.originalName, f.downloadUrl])).toEqual([
      ['Acme logo.png', links[0]],
      ['acme.svg', links[1]],
    ]);

    const grants = await deps.db
      .selectFrom('download_grants')
      .select(['expires_at'])
      .where('order_id', '=', orderId)
      .execute();
    const deliveredAt = Date.parse(delivered.json<CommissionDetail>().deliveredAt ?? '');
    expect(grants.map((g) => g.expires_at.getTime() - deliveredAt)).toEqual([30 * 86_400_000, 30 * 86_400_000]);

    const late = await upload(id, [{ filename: 'late.png', content: PNG }]);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(COMMISSION_MESSAGES.alreadyDelivered);
    const lateDelete = await orders.inject({
      method: 'DELETE',
      url: `/api/commissions/${id}/files/${withFiles.files[0]?.id}`,
      headers: admin,
    });
    expect(lateDelete.statusCode).toBe(409);
  });

  it('backfills commissions for logo lines of orders stored before they existed', async () => {
    const old = await createTestDatabase('orders_commissions_backfill');
    const db = createDb<Database>({ url: old.url, schema: ORDERS_SCHEMA });
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '202611260010_add-commissions'),
      );
      await migrateToLatest(db as Kysely<unknown>, ORDERS_SCHEMA, before);
      const order = await db
        .insertInto('orders')
        .values({
          paypal_order_id: 'OLD-LOGO-ORDER',
          customer_email: 'old@example.com',
          customer_name: 'Old Buyer',
          subtotal_cents: 8997,
          tax_cents: 0,
          total_cents: 8997,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_lines')
        .values([
          {
            order_id: order.id,
            position: 0,
            kind: 'package',
            artwork_id: 'package-custom-logo',
            title: 'Custom Logo',
            quantity: 2,
            unit_price_cents: 1999,
          },
          {
            order_id: order.id,
            position: 1,
            kind: 'package',
            artwork_id: 'package-abstract-3-pack',
            title: 'Abstract 3-Pack',
            quantity: 1,
            unit_price_cents: 3499,
          },
          {
            order_id: order.id,
            position: 2,
            kind: 'package',
            artwork_id: 'package-smart-bundle-3',
            title: 'Smart Bundle 3-Pack',
            quantity: 1,
            unit_price_cents: 4999,
          },
        ])
        .execute();
      await migrateToLatest(db as Kysely<unknown>, ORDERS_SCHEMA, migrations);
      const rows = await db
        .selectFrom('commissions')
        .select(['line_position', 'unit', 'product_name', 'status'])
        .where('order_id', '=', order.id)
        .orderBy('line_position')
        .orderBy('unit')
        .execute();
      expect(rows).toEqual([
        { line_position: 0, unit: 1, product_name: 'Custom Logo', status: 'awaiting_brief' },
        { line_position: 0, unit: 2, product_name: 'Custom Logo', status: 'awaiting_brief' },
        { line_position: 2, unit: 1, product_name: 'Smart Bundle 3-Pack', status: 'awaiting_brief' },
      ]);
    } finally {
      await db.destroy();
      await old.drop();
    }
  });
});
