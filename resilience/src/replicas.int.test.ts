import { checkoutCookieHeader, PAYPAL_REQUEST_ID_HEADER, UPLOAD_IDEMPOTENCY_KEY_HEADER } from '@shop/contracts';
import { waitFor } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitAllOcrDone } from './harness/artworks.js';
import { call, jsonBody } from './harness/http.js';
import { textImage } from './harness/images.js';
import { uploadForm } from './harness/multipart.js';
import { createGatewayClient, type Attempted, type GatewayClient } from './harness/replicas.js';
import { startShop, type Shop } from './harness/shop.js';
import { storedKeys } from './harness/stored-objects.js';

// The topology operators run with `--replicas` (2 gateways, 2 catalogs, 2 orders,
// 2 payments, 3 OCR workers) on one PostgreSQL, Redis and S3. Traffic alternates between the
// gateways, and one replica of each service is killed with SIGKILL in the middle of the load.

const LOGIN_MAX = 8;
const UPLOADS = 18;
const PURCHASES = 6;
const TEXTS = ['Quiet Harbor', 'Golden Meadow', 'Silver River', 'Bright Lantern', 'Winter Forest'];

let shop: Shop;
let client: GatewayClient;
let cookie: string;
/** Logins made before the rate-limit test, which counts what is left of the budget. */
let loginsSpent = 0;

beforeAll(async () => {
  shop = await startShop({
    replicas: { gateway: 2, catalog: 2, orders: 2, payments: 2 },
    workers: 3,
    env: {
      RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
      // A killed worker's job is taken again after a few seconds rather than the default 30.
      OCR_LOCK_DURATION_MS: '3000',
      OCR_STALLED_INTERVAL_MS: '1500',
    },
  });
  client = createGatewayClient(shop.replicaUrls.gateway);
  cookie = await shop.adminCookie();
  loginsSpent += 1;
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

const sendJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.send(path, { method: 'POST', ...jsonBody(body), headers: { 'content-type': 'application/json', ...headers } });

function expectStatus(attempt: Attempted, status: number, what: string): void {
  expect(attempt.answer.status, `${what}: ${attempt.answer.text.slice(0, 300)} ${JSON.stringify(attempt.tries)}`).toBe(
    status,
  );
}

/** Requests a replica answered, other than health checks and metrics (its Prometheus histogram's counts). */
async function servedRequests(serviceUrl: string): Promise<number> {
  const metrics = await call(`${serviceUrl}/metrics`);
  return metrics.text
    .split('\n')
    .filter((line) => line.startsWith('shop_http_request_duration_seconds_count{'))
    .filter((line) => !/route="\/(healthz|readyz|metrics)"/.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describe('several replicas of every service on one PostgreSQL, Redis and S3', () => {
  it('starts two of each service together on a fresh database, each schema migrated once', async () => {
    for (const name of ['catalog', 'orders', 'payments'] as const) {
      expect(shop.replicas[name].map((child) => child.isRunning())).toEqual([true, true]);
      const { rows } = await shop.db.query<{ name: string; runs: number }>(
        `select name, count(*)::int as runs from ${name}.kysely_migration group by name`,
      );
      expect(rows.length, `${name} migrations`).toBeGreaterThan(0);
      expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
    }
    // deploy/src/migrations.int.test.ts proves the lock itself with migrations that record each run.
  });

  it('accepts a session made on one gateway on the other, and ends it on both', async () => {
    const [first, second] = shop.replicaUrls.gateway;
    const login = await call(`${first}/api/auth/login`, {
      method: 'POST',
      ...jsonBody({ password: shop.adminPassword }),
    });
    loginsSpent += 1;
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
    const me = await call(`${second}/api/auth/me`, { headers: { cookie: session } });
    expect(me.status).toBe(200);
    const logout = await call(`${second}/api/auth/logout`, { method: 'POST', headers: { cookie: session } });
    expect(logout.status).toBeLessThan(300);
    expect((await call(`${first}/api/auth/me`, { headers: { cookie: session } })).status).toBe(401);
  });

  it('shares the login rate limit between the gateways', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < LOGIN_MAX * 2; attempt++) {
      const gateway = shop.replicaUrls.gateway[0] ?? '';
      const other = shop.replicaUrls.gateway[1] ?? '';
      const target = attempt % 2 === 0 ? gateway : other;
      const answer = await call(`${target}/api/auth/login`, {
        method: 'POST',
        ...jsonBody({ password: 'wrong-password' }),
      });
      answers.push(answer.status);
    }
    // One budget for both: what is left after the earlier logins, then 429 from either gateway.
    const allowed = LOGIN_MAX - loginsSpent;
    expect(answers.slice(0, allowed).every((status) => status === 401)).toBe(true);
    expect(answers.slice(allowed)).toEqual(Array.from({ length: answers.length - allowed }, () => 429));
  });

  it('loses no upload, OCR job, order or download grant when one replica of each service is SIGKILLed mid-load', async () => {
    const images = await Promise.all(TEXTS.map((text) => textImage(text)));
    const runKey = Date.now().toString(36);
    const upload = async (index: number) => {
      const title = `replica-${String(index).padStart(2, '0')}`;
      const form = uploadForm(images[index % images.length] ?? Buffer.alloc(0), { title, filename: `${title}.png` });
      // The same Idempotency-Key on every try: a retry after a lost answer finds the first try's work.
      const attempt = await client.send('/api/artworks/upload', {
        method: 'POST',
        headers: { ...form.headers, cookie, [UPLOAD_IDEMPOTENCY_KEY_HEADER]: `replicas-${title}-${runKey}` },
        body: form.body,
      });
      return { title, index, attempt };
    };

    // Works for sale, published before the load, so the shoppers have something to buy.
    const forSale: string[] = [];
    for (let index = 100; index < 100 + PURCHASES; index++) {
      const { attempt } = await upload(index);
      expectStatus(attempt, 201, 'upload for sale');
      const id = (attempt.answer.json as { id: string }).id;
      const patched = await client.send(`/api/artworks/${id}`, {
        method: 'PATCH',
        ...jsonBody({ status: 'approved', price: '9.99', isForSale: true }),
        headers: { 'content-type': 'application/json', cookie },
      });
      expectStatus(patched, 200, 'publish');
      forSale.push(id);
    }

    // The gateways spread those requests over both catalogs (each replica's own /metrics says so).
    for (const url of shop.replicaUrls.catalog) expect(await servedRequests(url), url).toBeGreaterThan(0);

    const buy = async (index: number) => {
      const artworkIds = [forSale[index % forSale.length] ?? ''];
      const items = artworkIds.map((artworkId) => ({ artworkId, quantity: 1 }));
      // The same PayPal-Request-Id on every try: a retried create finds its first order.
      const created = await sendJson(
        '/paypal/order',
        { items, stateCode: 'NY', currency: 'USD', intent: 'CAPTURE' },
        { [PAYPAL_REQUEST_ID_HEADER]: `replicas-${index}-${Date.now()}` },
      );
      expectStatus(created, 200, 'create payment order');
      const { id, total } = created.answer.json as { id: string; total: string };
      // The shopper's browser sends back the checkout cookie the create set.
      const cookie = checkoutCookieHeader(created.answer.headers.getSetCookie()) ?? '';
      expectStatus(await sendJson(`/paypal/order/${id}/capture`, {}, { cookie }), 200, 'capture');
      const order = await sendJson(
        '/api/orders',
        {
          paypal_order_id: id,
          customer_email: `shopper${index}@example.com`,
          customer_name: 'Replica Shopper',
          total_amount: total,
          artwork_ids: artworkIds,
          items,
        },
        { cookie },
      );
      // 201 when this try stored it; a retry after a lost answer finds the first try's order: 200.
      expectStatus(order, order.tries.length > 1 && order.answer.status === 200 ? 200 : 201, 'record order');
      const { id: orderId, download_links: links } = order.answer.json as { id: string; download_links: string[] };
      const downloads = [];
      for (const link of links) {
        const path = new URL(link, 'http://shop.invalid').pathname;
        downloads.push({ path, attempt: await client.send(path) });
      }
      return { paypalOrderId: id, orderId, total, links, downloads, cookie };
    };

    // The load: uploads three at a time and shoppers checking out, both alternating gateways.
    let uploadsAnswered = 0;
    const uploadLoad = (async () => {
      const results = [];
      for (let start = 0; start < UPLOADS; start += 3) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(3, UPLOADS - start) }, (_, offset) => upload(start + offset)),
        );
        uploadsAnswered += batch.length;
        results.push(...batch);
      }
      return results;
    })();
    const purchaseLoad = (async () => {
      const results = [];
      for (let index = 0; index < PURCHASES; index++) results.push(await buy(index));
      return results;
    })();

    // Mid-load: one replica of each service, and one worker, dies without a clean shutdown. Which
    // one comes from the seed (RESILIENCE_SEED replays a run): any of them must be survivable.
    const seed = Number(process.env.RESILIENCE_SEED ?? Date.now() % 1_000_000);
    const victims = {
      catalog: seed & 1,
      orders: (seed >> 1) & 1,
      payments: (seed >> 2) & 1,
      gateway: (seed >> 3) & 1,
      worker: seed % 3,
    };
    console.info(`replicas: seed ${seed}, SIGKILL of replica indexes ${JSON.stringify(victims)}`);
    await waitFor(async () => uploadsAnswered >= 3, { timeoutMs: 60_000, what: 'the load to get going' });
    const killedAtUploads = uploadsAnswered;
    await Promise.all([
      shop.stopService('catalog', 'SIGKILL', victims.catalog),
      shop.stopService('orders', 'SIGKILL', victims.orders),
      shop.stopService('payments', 'SIGKILL', victims.payments),
      shop.workers[victims.worker]?.stop('SIGKILL', 0),
    ]);
    await shop.stopService('gateway', 'SIGKILL', victims.gateway);

    const [uploads, purchases] = await Promise.all([uploadLoad, purchaseLoad]);
    // The kills must land in the middle, or the test proves nothing.
    expect(killedAtUploads).toBeLessThan(UPLOADS);

    // Uploads: every one answered 201 and is stored exactly once, even when a try was cut off after
    // the catalog stored it (the retry carries the same Idempotency-Key).
    for (const { title, attempt } of uploads) expectStatus(attempt, 201, `upload ${title}`);
    const { rows: artworks } = await shop.db.query<{
      id: string;
      title: string;
      ocr_status: string;
      ocr_text: string;
      storage_key: string;
      preview_keys: Record<string, string>;
    }>('select id, title, ocr_status, ocr_text, storage_key, preview_keys from catalog.artworks');
    const rowsByTitle = new Map<string, number>();
    for (const row of artworks) rowsByTitle.set(row.title, (rowsByTitle.get(row.title) ?? 0) + 1);
    for (const { title, attempt } of uploads) {
      const answeredId = (attempt.answer.json as { id: string }).id;
      expect(artworks.some((row) => row.id === answeredId)).toBe(true);
      expect(rowsByTitle.get(title), `${title} tries ${JSON.stringify(attempt.tries)}`).toBe(1);
    }

    // OCR: every artwork read exactly once, by the surviving workers, with the right text.
    const total = artworks.length;
    await waitAllOcrDone(shop, total, 120_000);
    const { rows: read } = await shop.db.query<{ title: string; ocr_status: string; ocr_text: string }>(
      'select title, ocr_status, ocr_text from catalog.artworks',
    );
    for (const row of read) {
      const index = Number(row.title.slice('replica-'.length));
      expect(row.ocr_status, row.title).toBe('processed');
      expect(row.ocr_text.replace(/\s+/g, ' ').trim().toLowerCase(), row.title).toBe(
        TEXTS[index % TEXTS.length]?.toLowerCase(),
      );
    }
    const queue = await waitFor(
      async () => {
        const answer = await client.send('/api/ocr/queue', { headers: { cookie } });
        const counts = (answer.answer.json as { counts?: Record<string, number> } | undefined)?.counts;
        return counts && counts.active === 0 && counts.waiting === 0 && counts.delayed === 0 ? counts : undefined;
      },
      { timeoutMs: 30_000, what: 'the OCR queue to drain' },
    );
    expect(queue).toMatchObject({ failed: 0, completed: total });

    // Storage: each artwork's original and previews once; an upload cut off by the kill may leave
    // an original with no artwork (swept by nobody yet), never an artwork without its files.
    const { rows: keyed } = await shop.db.query<{ storage_key: string; preview_keys: Record<string, string> }>(
      'select storage_key, preview_keys from catalog.artworks',
    );
    const expectedKeys = keyed.flatMap((row) => [...new Set([row.storage_key, ...Object.values(row.preview_keys)])]);
    expect(new Set(expectedKeys).size).toBe(expectedKeys.length);
    const stored = await storedKeys(shop);
    expect(expectedKeys.filter((key) => !stored.includes(key))).toEqual([]);
    const strays = stored.filter((key) => !expectedKeys.includes(key));
    expect(strays.filter((key) => !key.startsWith('originals/'))).toEqual([]);

    // Orders: one row per paid PayPal order, one grant per line, each download served.
    const { rows: orders } = await shop.db.query<{ paypal_order_id: string; grants: number; downloads: number }>(
      `select o.paypal_order_id, count(g.id)::int as grants, coalesce(sum(g.download_count), 0)::int as downloads
         from orders.orders o left join orders.download_grants g on g.order_id = o.id
        group by o.paypal_order_id`,
    );
    expect(orders.map((order) => order.paypal_order_id).sort()).toEqual(
      purchases.map((purchase) => purchase.paypalOrderId).sort(),
    );
    for (const purchase of purchases) {
      const order = orders.find((row) => row.paypal_order_id === purchase.paypalOrderId);
      expect(order?.grants).toBe(purchase.links.length);
      for (const download of purchase.downloads) expectStatus(download.attempt, 200, `download ${download.path}`);
      const tries = purchase.downloads.reduce((sum, download) => sum + download.attempt.tries.length, 0);
      expect(order?.downloads).toBeGreaterThanOrEqual(purchase.downloads.length);
      expect(order?.downloads).toBeLessThanOrEqual(tries);
    }
    // Recording an order again on the surviving gateway gives the same order, not a second one.
    const first = purchases[0];
    if (!first) throw new Error('no purchase');
    const again = await sendJson(
      '/api/orders',
      {
        paypal_order_id: first.paypalOrderId,
        customer_email: 'shopper0@example.com',
        customer_name: 'Replica Shopper',
        total_amount: first.total,
        artwork_ids: [forSale[0]],
        items: [{ artworkId: forSale[0], quantity: 1 }],
      },
      { cookie: first.cookie },
    );
    expect([200, 201]).toContain(again.answer.status);
    expect((again.answer.json as { id?: string }).id).toBe(first.orderId);
    const { rows: counted } = await shop.db.query<{ orders: number }>(
      'select count(*)::int as orders from orders.orders',
    );
    expect(counted[0]?.orders).toBe(PURCHASES);
  });
});
