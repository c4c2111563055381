import { randomUUID } from 'node:crypto';
import {
  INTERNAL_HEADERS,
  LIBRARY_COOKIE,
  LIBRARY_MAIL_QUEUE,
  LIBRARY_SIGN_IN_SENT_MESSAGE,
  LibrarySignInJobSchema,
  type Library,
  type LibraryOrder,
  type OrderStatus,
} from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, testRedisUrl, uniqueQueuePrefix, type TestDatabase } from '@shop/testkit';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';
import { downloadToken, hashDownloadToken } from '../downloads/download-tokens.js';
import type { NewOrder } from '../orders/order-insert-queries.js';
import { createRepositories } from '../repositories.js';
import { LIBRARY_MESSAGES } from './library.service.js';

const TOKEN = 'orders-library-test-token';
const SECRET = 'library-test-download-token-secret-32chars!';
const headers = { [INTERNAL_HEADERS.token]: TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };
const DAY = 24 * 60 * 60 * 1000;

function newOrder(email: string, titles: readonly string[], expiresAt: Date): NewOrder {
  const works = titles.map((title) => ({ title, artworkId: randomUUID(), grantId: randomUUID() }));
  return {
    paypalOrderId: `LIB-${randomUUID()}`,
    customerEmail: email,
    customerName: 'Ada',
    subtotalCents: 1499 * titles.length,
    taxCents: 0,
    totalCents: 1499 * titles.length,
    stateCode: null,
    taxRate: null,
    captureId: null,
    lines: works.map((work) => ({
      kind: 'artwork',
      productKind: 'artwork',
      category: null,
      artworkId: work.artworkId,
      title: work.title,
      quantity: 1,
      unitPriceCents: 1499,
    })),
    grants: works.map((work) => ({
      id: work.grantId,
      artworkId: work.artworkId,
      tokenHash: hashDownloadToken(downloadToken(SECRET, work.grantId)),
      storageKey: `originals/${work.artworkId}.png`,
      originalName: `${work.title.toLowerCase().replace(/ /g, '-')}.png`,
      mimeType: 'image/png',
      expiresAt,
    })),
  };
}

// A buyer's library in orders: the sign-in link (single use, short-lived, the same
// for every address), the session, what a library lists, and renewals as the artist set them.
describe('buyer library', () => {
  let database: TestDatabase;
  let deps: OrdersDeps;
  let app: AppInstance;
  let mailQueue: Queue;

  beforeAll(async () => {
    database = await createTestDatabase('orders_library');
    const prefix = uniqueQueuePrefix('library');
    deps = createDeps(
      ordersEnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INTERNAL_TOKEN: TOKEN,
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: prefix,
        ORDER_OUTBOX_POLL_MS: '60000',
        LIBRARY_LINKS_PER_ADDRESS_MAX: '3',
        DOWNLOAD_TOKEN_SECRET: SECRET,
        PUBLIC_BASE_URL: 'https://shop.example',
      }),
    );
    await prepare(deps);
    app = await buildApp(deps);
    mailQueue = new Queue(LIBRARY_MAIL_QUEUE, { connection: { url: testRedisUrl() }, prefix });
  });
  afterAll(async () => {
    await mailQueue?.obliterate({ force: true });
    await mailQueue?.close();
    await app?.close();
    await deps?.close();
    await database?.drop();
  });

  async function storeOrder(
    email: string,
    titles: readonly string[],
    {
      expiresAt = new Date(Date.now() + 30 * DAY),
      status = 'completed',
    }: { expiresAt?: Date; status?: OrderStatus } = {},
  ): Promise<string> {
    const id = await createRepositories(deps.db).orders.insertIfNew(newOrder(email, titles, expiresAt));
    if (!id) throw new Error('order not stored');
    if (status !== 'completed') {
      await deps.db.updateTable('orders').set({ status }).where('id', '=', id).execute();
    }
    return id;
  }
  const ask = (email: string) =>
    app.inject({ method: 'POST', url: '/api/library/sign-in-link', headers, payload: { email } });
  /** The sign-in jobs queued for an address (the e-mails notifications would send). */
  async function jobsFor(email: string) {
    const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs
      .sort((a, b) => a.timestamp - b.timestamp)
      .map((job) => LibrarySignInJobSchema.parse(job.data))
      .filter((job) => job.email === email);
  }
  async function signInLinkFor(email: string): Promise<string> {
    const [job] = (await jobsFor(email)).slice(-1);
    if (!job) throw new Error(`no sign-in job for ${email}`);
    const token = new URL(job.url).hash.replace('#token=', '');
    return token;
  }
  const open = (token: string) =>
    app.inject({ method: 'POST', url: '/api/library/session', headers, payload: { token } });
  async function signIn(email: string): Promise<string> {
    expect((await ask(email)).statusCode).toBe(202);
    const opened = await open(await signInLinkFor(email));
    expect(opened.statusCode).toBe(200);
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie.startsWith(`${LIBRARY_COOKIE}=`)).toBe(true);
    return cookie;
  }
  const library = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/library', headers: cookie ? { ...headers, cookie } : headers });
  const renew = (cookie: string, id: string) =>
    app.inject({ method: 'POST', url: `/api/library/orders/${id}/renew`, headers: { ...headers, cookie } });
  const setAfterExpiry = (afterExpiry: 'renew' | 'none') =>
    app.inject({ method: 'PUT', url: '/api/library/settings', headers: admin, payload: { afterExpiry } });
  const resentCount = async (orderId: string) =>
    (
      await deps.db
        .selectFrom('order_outbox')
        .select('id')
        .where('order_id', '=', orderId)
        .where('type', '=', 'links.resent')
        .execute()
    ).length;

  it('answers every address the same, queues the same e-mail for each, and keeps only the link’s hash', async () => {
    const buyer = `buyer-${randomUUID()}@example.com`;
    await storeOrder(buyer, ['Neon Fox']);
    const stranger = `nobody-${randomUUID()}@example.com`;
    const known = await ask(`  ${buyer.toUpperCase()} `);
    const unknown = await ask(stranger);
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: LIBRARY_SIGN_IN_SENT_MESSAGE });
    expect(known.headers['cache-control']).toBe('no-store');
    const [buyerJob] = await jobsFor(buyer);
    const [strangerJob] = await jobsFor(stranger);
    expect(buyerJob?.url).toMatch(/^https:\/\/shop\.example\/library#token=[A-Za-z0-9_-]{43}$/);
    expect(strangerJob?.url).toMatch(/^https:\/\/shop\.example\/library#token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(buyerJob?.url ?? '').hash.replace('#token=', '');
    const rows = await deps.db.selectFrom('library_sign_in_links').select(['token_hash', 'email']).execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.some((row) => row.email === buyer)).toBe(true);
    const requests = await deps.db.selectFrom('library_sign_in_requests').select('email_hash').execute();
    for (const row of requests) expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens once: the second use of a link, an expired link and an unknown one are refused, each saying why', async () => {
    const email = `once-${randomUUID()}@example.com`;
    await ask(email);
    const token = await signInLinkFor(email);
    const first = await open(token);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ email: string }>().email).toBe(email);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(first.headers['set-cookie'])).toContain('Path=/api/library');
    const again = await open(token);
    expect(again.statusCode).toBe(410);
    expect(again.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.used);

    await ask(email);
    const late = await signInLinkFor(email);
    await deps.db
      .updateTable('library_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .execute();
    const expired = await open(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.expired);

    const unknown = await open('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.unknown);
    expect((await open('short')).statusCode).toBe(400);
  });

  it('sends nothing past the per-address limit, with the same answer', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 0; i < 4; i++) {
      const answer = await ask(email);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: LIBRARY_SIGN_IN_SENT_MESSAGE });
    }
    expect(await jobsFor(email)).toHaveLength(3);
  });

  it('lists only the signed-in address’s paid orders, any case, with their works and live links', async () => {
    const email = `list-${randomUUID()}@example.com`;
    const older = await storeOrder(email.toUpperCase(), ['Neon Fox']);
    const newer = await storeOrder(email, ['Glass Owl', 'Paper Moon']);
    await storeOrder(email, ['Pending Work'], { status: 'pending' });
    await storeOrder(`other-${randomUUID()}@example.com`, ['Someone Else’s']);
    const cookie = await signIn(email);

    const answer = await library(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<Library>();
    expect(body.email).toBe(email);
    expect(body.orders.map((order) => order.id)).toEqual([newer, older]);
    expect(body.orders[0]?.items.map((item) => [item.title, item.state])).toEqual([
      ['Glass Owl', 'live'],
      ['Paper Moon', 'live'],
    ]);
    const [item] = body.orders[0]?.items ?? [];
    expect(item?.url).toBe(`https://shop.example/api/downloads/${downloadToken(SECRET, item?.grantId ?? '')}`);
    expect(body.orders.every((order) => !order.canRenew)).toBe(true);

    const signedOut = await library();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.signedOut);
    expect(signedOut.headers['cache-control']).toBe('no-store');
    expect((await library(`${LIBRARY_COOKIE}=${cookie.split('=')[1]?.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('renews expired links on request when the artist gives them, never refunded or revoked ones', async () => {
    expect((await setAfterExpiry('renew')).statusCode).toBe(200);
    const email = `renew-${randomUUID()}@example.com`;
    const past = new Date(Date.now() - DAY);
    const expired = await storeOrder(email, ['Old Fox', 'Old Owl'], { expiresAt: past });
    const refunded = await storeOrder(email, ['Refunded Work'], { expiresAt: past, status: 'refunded' });
    const partial = await storeOrder(email, ['Kept Work', 'Returned Work'], {
      expiresAt: past,
      status: 'partially_refunded',
    });
    const [, returned] = await deps.db
      .selectFrom('download_grants')
      .select('id')
      .where('order_id', '=', partial)
      .orderBy('position')
      .execute();
    await deps.db
      .updateTable('download_grants')
      .set({ revoked_at: new Date() })
      .where('id', '=', returned?.id ?? '')
      .execute();
    const cookie = await signIn(email);

    const before = (await library(cookie)).json<Library>();
    const byId = new Map(before.orders.map((order) => [order.id, order]));
    expect(byId.get(expired)?.canRenew).toBe(true);
    expect(byId.get(expired)?.items.map((item) => [item.state, item.url])).toEqual([
      ['expired', null],
      ['expired', null],
    ]);
    expect(byId.get(refunded)?.canRenew).toBe(false);
    expect(byId.get(partial)?.canRenew).toBe(true);

    const renewed = await renew(cookie, expired);
    expect(renewed.statusCode).toBe(200);
    const order = renewed.json<LibraryOrder>();
    expect(order.items.every((item) => item.state === 'live' && item.url !== null)).toBe(true);
    expect(new Date(order.items[0]?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(order.canRenew).toBe(false);
    expect(await resentCount(expired)).toBe(1);

    const partialRenewed = (await renew(cookie, partial)).json<LibraryOrder>();
    expect(partialRenewed.items.map((item) => item.state)).toEqual(['live', 'revoked']);

    const refusedRefund = await renew(cookie, refunded);
    expect(refusedRefund.statusCode).toBe(409);
    expect(refusedRefund.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.notRenewable);
    expect(await resentCount(refunded)).toBe(0);
    const nothingLeft = await renew(cookie, expired);
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.nothingToRenew);

    const stranger = await storeOrder(`eve-${randomUUID()}@example.com`, ['Not Yours'], { expiresAt: past });
    expect((await renew(cookie, stranger)).statusCode).toBe(404);
    expect((await renew(cookie, 'not-an-id')).statusCode).toBe(404);
  });

  it('gives no new links when the artist chose none, and says so in the policy and the answer', async () => {
    const saved = await setAfterExpiry('none');
    expect(saved.json()).toMatchObject({ afterExpiry: 'none' });
    expect(
      (await app.inject({ method: 'PUT', url: '/api/library/settings', headers, payload: { afterExpiry: 'none' } }))
        .statusCode,
    ).toBe(401);
    expect((await setAfterExpiry('forever' as 'none')).statusCode).toBe(400);
    const policy = await app.inject({ method: 'GET', url: '/api/library/policy', headers });
    expect(policy.json()).toEqual({ afterExpiry: 'none' });
    expect(policy.headers['cache-control']).toBe('no-store');

    const email = `none-${randomUUID()}@example.com`;
    const expired = await storeOrder(email, ['Old Fox'], { expiresAt: new Date(Date.now() - DAY) });
    const cookie = await signIn(email);
    const listed = (await library(cookie)).json<Library>();
    expect(listed.afterExpiry).toBe('none');
    expect(listed.orders[0]?.canRenew).toBe(false);
    const refused = await renew(cookie, expired);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(LIBRARY_MESSAGES.noRenewals);
    expect(await resentCount(expired)).toBe(0);
    await setAfterExpiry('renew');
  });

  it('clears the cookie on sign-out', async () => {
    const answer = await app.inject({ method: 'DELETE', url: '/api/library/session', headers });
    expect(answer.statusCode).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/^shop_library=; Path=\/api\/library; Max-Age=0; HttpOnly/);
  });
});
