import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS, RESEND_LINKS_ACCEPTED_MESSAGE } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import type { NewOrder } from '../orders/order-insert-queries.js';
import { createRepositories } from '../repositories.js';

const TOKEN = 'orders-lost-links-test-token';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

const newOrder = (email: string): NewOrder => ({
  paypalOrderId: `LOST-${randomUUID()}`,
  customerEmail: email,
  customerName: 'Ada',
  subtotalCents: 1499,
  taxCents: 0,
  totalCents: 1499,
  stateCode: null,
  taxRate: null,
  captureId: null,
  lines: [
    {
      kind: 'artwork',
      productKind: 'artwork',
      category: null,
      artworkId: randomUUID(),
      title: 'Neon Fox',
      quantity: 1,
      unitPriceCents: 1499,
    },
  ],
  grants: [],
});

// Lost links in orders: which orders a request names, what it writes to the outbox,
// and that the caller learns nothing from the answer.
describe('lost links: links.resent events for the buyer’s orders', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let app: AppInstance;

  beforeAll(async () => {
    database = await createTestDatabase('orders_lost_links');
    deps = createDeps(
      ordersEnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INTERNAL_TOKEN: TOKEN,
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: uniqueQueuePrefix('lost-links'),
        // Nothing here reads the queue: the relay stays out of the way.
        ORDER_OUTBOX_POLL_MS: '60000',
        RESEND_LINKS_PER_ADDRESS_MAX: '2',
      }),
    );
    await prepare(deps);
    app = await buildApp(deps);
  });
  afterAll(async () => {
    await app?.close();
    await deps?.close();
    await database?.drop();
  });

  async function storeOrder(email: string, status: 'completed' | 'refunded' = 'completed'): Promise<string> {
    const id = await createRepositories(deps.db).orders.insertIfNew(newOrder(email));
    if (!id) throw new Error('order not stored');
    if (status !== 'completed') await deps.db.updateTable('orders').set({ status }).where('id', '=', id).execute();
    return id;
  }
  const resentCount = async (orderId: string) =>
    Number(
      (
        await deps.db
          .selectFrom('order_outbox')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('order_id', '=', orderId)
          .where('type', '=', 'links.resent')
          .executeTakeFirstOrThrow()
      ).count,
    );
  const resend = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/downloads/resend', headers, payload: payload as object });

  it('writes one event per order with live links of that address, whatever its case, and answers as for a stranger', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    const [first, second, refunded] = [
      await storeOrder(email),
      await storeOrder(email),
      await storeOrder(email, 'refunded'),
    ];
    const known = await resend({ email: `  ${email.toUpperCase()} ` });
    const unknown = await resend({ email: `nobody-${randomUUID()}@example.com` });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: RESEND_LINKS_ACCEPTED_MESSAGE });
    expect([await resentCount(first), await resentCount(second), await resentCount(refunded)]).toEqual([1, 1, 0]);
  });

  it('names one order with its number, and nothing for a number that is not the address’s or not a number', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const [mine, other] = [await storeOrder(email), await storeOrder(email)];
    const stranger = await storeOrder(`eve-${randomUUID()}@example.com`);
    expect((await resend({ email, orderId: mine })).statusCode).toBe(202);
    expect((await resend({ email, orderId: stranger })).statusCode).toBe(202);
    expect([await resentCount(mine), await resentCount(other), await resentCount(stranger)]).toEqual([1, 0, 0]);
    // Past the per-address limit (2): the same answer, nothing written.
    const limited = await resend({ email, orderId: 'not-an-order-number' });
    expect(limited.statusCode).toBe(202);
    expect(limited.json()).toEqual({ message: RESEND_LINKS_ACCEPTED_MESSAGE });
    expect((await resend({ email })).statusCode).toBe(202);
    expect([await resentCount(mine), await resentCount(other)]).toEqual([1, 0]);
  });

  it('takes the short order number the e-mails show, as typed', async () => {
    const email = `short-${randomUUID()}@example.com`;
    const [wanted, other] = [await storeOrder(email), await storeOrder(email)];
    expect((await resend({ email, orderId: ` #${wanted.slice(0, 8).toUpperCase()} ` })).statusCode).toBe(202);
    expect([await resentCount(wanted), await resentCount(other)]).toEqual([1, 0]);
    // Fewer than 8 characters names no order (it could name several).
    expect((await resend({ email, orderId: wanted.slice(0, 4) })).statusCode).toBe(202);
    expect([await resentCount(wanted), await resentCount(other)]).toEqual([1, 0]);
  });

  it('keeps no address in the request table, only a keyed hash', async () => {
    const email = `hash-${randomUUID()}@example.com`;
    await resend({ email });
    const rows = await deps.db.selectFrom('link_resend_requests').select('email_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.email_hash).not.toContain('@');
    }
  });

  it('refuses what is not an e-mail address with a 400', async () => {
    const answer = await resend({ email: 'ada' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('"email"');
  });

  it('lets the curator resend an order, and says why when it cannot', async () => {
    const email = `curator-${randomUUID()}@example.com`;
    const order = await storeOrder(email);
    const url = (id: string) => `/api/orders/${id}/resend-links`;
    expect((await app.inject({ method: 'POST', url: url(order), headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: url(randomUUID()), headers: admin })).statusCode).toBe(404);

    const sent = await app.inject({ method: 'POST', url: url(order), headers: admin });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ orderId: order, email });
    expect(await resentCount(order)).toBe(1);

    const refunded = await storeOrder(email, 'refunded');
    const noLinks = await app.inject({ method: 'POST', url: url(refunded), headers: admin });
    expect(noLinks.statusCode).toBe(409);
    expect(noLinks.json<{ message: string }>().message).toContain('refunded');

    const noAddress = await storeOrder('');
    const refused = await app.inject({ method: 'POST', url: url(noAddress), headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('no usable e-mail address');
  });
});
