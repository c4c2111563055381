import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_ROUTES, endpointPath, getArtworkSales, INTERNAL_HEADERS, type ApiRoute } from '@shop/contracts';
import { REPO_ROOT } from '@shop/testkit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, jsonBody, type CallOptions } from './harness/http.js';
import { textImage } from './harness/images.js';
import { uploadForm } from './harness/multipart.js';
import { rawRequest } from './harness/raw-http.js';
import { startShop, type Shop } from './harness/shop.js';

// ARCHITECTURE "Who may do what": every documented route, called by each kind of caller, through
// the gateway and straight at the service behind it.

let shop: Shop;
let image: Buffer;
let layout: unknown;

beforeAll(async () => {
  // With the built web app, as operators run it: a path it does not know must not become its page.
  const webDist = resolve(REPO_ROOT, 'apps/web/dist');
  shop = await startShop({ workers: 0, env: existsSync(resolve(webDist, 'index.html')) ? { WEB_DIST: webDist } : {} });
  image = await textImage('ACCESS');
  const admin = await shop.adminCookie();
  layout = (await call(`${shop.gatewayUrl}/api/layout`, { headers: { cookie: admin } })).json;
});

afterAll(async () => {
  await shop?.close();
});

const PARAMS: Record<string, () => string> = {
  id: () => randomUUID(),
  grantId: () => randomUUID(),
  commissionId: () => randomUUID(),
  fileId: () => randomUUID(),
  category: () => encodeURIComponent('Core Collection'),
  filename: () => `${randomUUID()}.png`,
  orderID: () => 'UNKNOWN-ORDER',
  token: () => randomBytes(16).toString('base64url'),
  shortId: () => randomBytes(6).toString('hex'),
  // A country of the tax table.
  countryCode: () => 'DE',
  // A store policy page and a pack of the pricing page.
  slug: () => 'terms',
  packageId: () => 'package-abstract-3-pack',
  // A reply to a contact message.
  replyId: () => randomUUID(),
};

function pathOf(route: ApiRoute): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`No sample value for path parameter :${name} of ${route.path}`);
    return value();
  });
}

/** A request each route would accept from a caller allowed to make it, so only access decides the answer. */
function sampleRequest(route: ApiRoute): CallOptions {
  const json = (value: unknown): CallOptions => ({
    method: route.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  switch (`${route.method} ${route.path}`) {
    case 'POST /api/auth/login':
      return json({ password: shop.adminPassword });
    case 'POST /api/artworks/upload': {
      const form = uploadForm(image, { title: 'Access check' });
      return { method: 'POST', headers: form.headers, body: form.body };
    }
    case 'PUT /api/artworks/:id/file': {
      // A real image, so the curator's answer is the unknown id's 404, not a refused file.
      const form = uploadForm(image, { title: 'Access check' });
      return { method: 'PUT', headers: form.headers, body: form.body };
    }
    case 'PATCH /api/artworks/:id':
      return json({ status: 'approved' });
    case 'POST /api/artworks/:id/publish':
      return json({ price: '19.99' });
    case 'POST /api/artworks/batch':
      return json({ action: 'approve-clean' });
    case 'POST /api/contact-messages/:id/replies':
      return json({ text: 'Access check' });
    case 'POST /api/words':
      return json({ word: 'gallerist' });
    case 'PUT /api/layout':
      return json(layout);
    case 'PUT /api/settings/reference-price':
      return json({ enabled: true, price: '29.99' });
    case 'PUT /api/settings/watermark':
      return json({ enabled: false, text: 'Access check', opacity: 0.3, position: 'bottom-right' });
    case 'POST /paypal/order':
      return json({ items: [{ artworkId: randomUUID(), quantity: 1 }], stateCode: 'NY' });
    case 'POST /api/orders':
      return json({
        paypal_order_id: `UNKNOWN-${randomUUID()}`,
        customer_email: 'shopper@example.com',
        customer_name: 'Shopper',
        total_amount: '14.99',
        artwork_ids: [randomUUID()],
        items: [],
      });
    default:
      return route.method === 'GET' ? {} : { method: route.method };
  }
}

type Caller = 'anonymous' | 'admin' | 'forged cookie' | 'tampered cookie' | 'spoofed internal headers';
const CALLERS: Caller[] = ['anonymous', 'admin', 'forged cookie', 'tampered cookie', 'spoofed internal headers'];

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'admin':
      // A fresh session per request: the logout row would end a shared one.
      return { cookie: await shop.adminCookie() };
    case 'forged cookie':
      return {
        cookie: `shop_session=${randomBytes(32).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
      };
    case 'tampered cookie': {
      // A real session id with a signature that no longer matches it.
      const real = await shop.adminCookie();
      const last = real.at(-1) === 'A' ? 'B' : 'A';
      return { cookie: `${real.slice(0, -1)}${last}` };
    }
    case 'spoofed internal headers':
      // Only the gateway may set these; it must drop them from callers, whatever they say.
      return { [INTERNAL_HEADERS.role]: 'admin', [INTERNAL_HEADERS.token]: shop.internalToken };
  }
}

const LIBRARY_SESSION_ROUTES = ['GET /api/library', 'POST /api/library/orders/:id/renew'];

/** What docs/architecture.md ("The internal token and who may do what") says each caller gets: 'denied' is 401, 'allowed' any answer but 401, 403 or 5xx. */
function expectedFor(route: ApiRoute, caller: Caller): 'allowed' | 'denied' {
  const isAdmin = caller === 'admin';
  if (route.audience === 'admin') return isAdmin ? 'allowed' : 'denied';
  // "who is signed in" answers 401 to everyone but the curator.
  if (route.path === '/api/auth/me') return isAdmin ? 'allowed' : 'denied';
  // The buyer's library answers its own session only (the shop_library cookie of an
  // e-mailed sign-in link), which none of these callers has, the curator included.
  if (LIBRARY_SESSION_ROUTES.includes(`${route.method} ${route.path}`)) return 'denied';
  return 'allowed';
}

const label = (route: ApiRoute) => `${route.method} ${route.path} (${route.audience})`;
const rows = API_ROUTES.flatMap((route) =>
  CALLERS.map((caller) => ({ route, caller, expected: expectedFor(route, caller) })),
);

describe('through the gateway', () => {
  it.each(rows.map((row) => [label(row.route), row.caller, row.expected, row] as const))(
    '%s as %s is %s',
    async (_label, caller, expected, { route }) => {
      const request = sampleRequest(route);
      const answer = await call(`${shop.gatewayUrl}${pathOf(route)}`, {
        ...request,
        headers: { ...request.headers, ...(await headersFor(caller)) },
      });
      expect(answer.status, answer.text).toBeLessThan(500);
      if (expected === 'denied') {
        expect(answer.status, answer.text).toBe(401);
        expect(answer.json).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
      } else {
        expect([401, 403], answer.text).not.toContain(answer.status);
      }
    },
  );

  it.each(CALLERS.map((caller) => [caller, caller === 'admin' ? 'allowed' : 'denied'] as const))(
    'the queue dashboard /admin/queues as %s is %s',
    async (caller, expected) => {
      const answer = await call(`${shop.gatewayUrl}/admin/queues`, { headers: await headersFor(caller) });
      if (expected === 'denied') expect(answer.status).toBe(401);
      else expect(answer.status).toBe(200);
    },
  );

  it('stored only the artwork the curator uploaded', async () => {
    const { rows: artworks } = await shop.db.query<{ title: string }>('select title from catalog.artworks');
    expect(artworks).toEqual([{ title: 'Access check' }]);
  });
});

/** Where a route's service listens: notifications is not one of the launcher's `urls`. */
function serviceUrl(route: ApiRoute): string {
  if (route.service === 'notifications') return shop.env.NOTIFICATIONS_URL ?? '';
  return shop.urls[route.service as 'catalog' | 'orders' | 'payments'];
}

describe('straight at a service, bypassing the gateway', () => {
  const serviceRoutes = API_ROUTES.filter((route) => route.service !== 'gateway');
  const tokens = [
    ['no internal token', undefined],
    ['a wrong internal token', 'wrong-token-0123456789abcdef'],
    ['an empty internal token', ''],
  ] as const;

  it.each(serviceRoutes.flatMap((route) => tokens.map(([what, token]) => [label(route), what, route, token] as const)))(
    '%s with %s is 401',
    async (_label, _what, route, token) => {
      const request = sampleRequest(route);
      const headers: Record<string, string> = { ...request.headers, [INTERNAL_HEADERS.role]: 'admin' };
      if (token !== undefined) headers[INTERNAL_HEADERS.token] = token;
      const answer = await call(`${serviceUrl(route)}${pathOf(route)}`, {
        ...request,
        headers,
      });
      expect(answer.status, answer.text).toBe(401);
      expect(answer.json).toMatchObject({ error: 'unauthorized' });
    },
  );

  it.each(serviceRoutes.map((route) => [label(route), route] as const))(
    '%s with the right token is not refused',
    async (_label, route) => {
      const request = sampleRequest(route);
      const answer = await call(`${serviceUrl(route)}${pathOf(route)}`, {
        ...request,
        headers: { ...request.headers, [INTERNAL_HEADERS.token]: shop.internalToken, [INTERNAL_HEADERS.role]: 'admin' },
      });
      expect(answer.status, answer.text).toBeLessThan(500);
      if (LIBRARY_SESSION_ROUTES.includes(`${route.method} ${route.path}`)) {
        // The internal token and the curator's role do not stand in for a buyer's library session.
        expect(answer.status, answer.text).toBe(401);
      } else {
        expect([401, 403], answer.text).not.toContain(answer.status);
      }
    },
  );

  it.each(['catalog', 'orders', 'payments'] as const)('%s keeps /healthz and /metrics open', async (service) => {
    expect((await call(`${shop.urls[service]}/healthz`)).status).toBe(200);
    expect((await call(`${shop.urls[service]}/metrics`)).status).toBe(200);
  });
});

// The sales check the catalog makes before a delete is service-to-service only.
describe('the internal sales check of orders', () => {
  const path = () => endpointPath(getArtworkSales.path, { id: randomUUID() });

  // The gateway has no /internal prefix: the path falls to the web app, never to orders.
  it.each(CALLERS)('is not reachable through the gateway as %s', async (caller) => {
    const answer = await call(`${shop.gatewayUrl}${path()}`, { headers: await headersFor(caller) });
    expect(answer.text).not.toContain('"sold"');
  });

  it('answers orders straight only with the internal token', async () => {
    expect((await call(`${shop.urls.orders}${path()}`)).status).toBe(401);
    const answer = await call(`${shop.urls.orders}${path()}`, {
      headers: { [INTERNAL_HEADERS.token]: shop.internalToken },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ sold: false });
  });
});

// What the public port must not show, and the writes it must not take from other sites.
describe('metrics only where the operator reaches them', () => {
  it('GET /metrics on the shop’s port is a JSON 404, not the metrics nor a page', async () => {
    const answer = await call(`${shop.gatewayUrl}/metrics`);
    expect(answer.status, answer.text.slice(0, 200)).toBe(404);
    expect(answer.json).toMatchObject({ error: 'not_found' });
  });

  it.each([
    '/metrics/',
    '/metrics?x=1',
    '/paypal/../metrics',
    '/paypal/%2e%2e/metrics',
    '/api/artworks/..%2F..%2Fmetrics',
    '/api/files/%2e%2e%2f%2e%2e%2fmetrics',
    '/api/contact/../../metrics',
  ])('GET %s through the gateway shows no service’s metrics', async (path) => {
    const answer = await rawRequest(shop.gatewayUrl, { path });
    expect(answer.text).not.toMatch(/^# (HELP|TYPE) /m);
    expect(answer.text).not.toContain('shop_process_');
  });

  it('the gateway serves them on its metrics port, counting the public routes', async () => {
    const [metricsUrl] = shop.gatewayMetricsUrls;
    const answer = await call(`${metricsUrl}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/shop_http_request_duration_seconds_count\{[^}]*service="gateway"/);
    expect((await call(`${metricsUrl}/api/artworks`)).status).toBe(404);
  });
});

describe('the forms’ rate-limit counters in Redis', () => {
  it('are named shop:ratelimit:form:<form>:<ip>', async () => {
    await call(`${shop.gatewayUrl}/api/contact`, {
      method: 'POST',
      ...jsonBody({ name: 'Key check', email: 'someone@example.com', subject: 'Hello', message: 'Just checking.' }),
    });
    const redis = new Redis(shop.redisUrl, { lazyConnect: true });
    try {
      await redis.connect();
      const keys = await redis.keys('shop:ratelimit:*');
      expect(keys).toContain('shop:ratelimit:form:contact:127.0.0.1');
      expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

describe('writes with the curator’s cookie from another site', () => {
  let cookie: string;
  let artworkId: string;
  const foreign: [string, Record<string, string>][] = [
    ['Origin: http://evil.example', { origin: 'http://evil.example' }],
    ['the shop on another port as Origin', { origin: 'http://127.0.0.1:1' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ];

  beforeAll(async () => {
    cookie = await shop.adminCookie();
    const form = uploadForm(image, { title: 'Cross-site check' });
    const created = await call(`${shop.gatewayUrl}/api/artworks/upload`, {
      method: 'POST',
      headers: { ...form.headers, cookie },
      body: form.body,
    });
    expect(created.status, created.text).toBe(201);
    artworkId = (created.json as { id: string }).id;
  });

  const upload = (headers: Record<string, string>) => {
    const form = uploadForm(image, { title: 'Cross-site upload' });
    return call(`${shop.gatewayUrl}/api/artworks/upload`, {
      method: 'POST',
      headers: { ...form.headers, cookie, ...headers },
      body: form.body,
    });
  };
  const patch = (headers: Record<string, string>) =>
    call(`${shop.gatewayUrl}/api/artworks/${artworkId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ title: `Renamed ${randomUUID()}` }),
    });

  it.each(foreign)('refuse an upload with %s (403)', async (_what, headers) => {
    const answer = await upload(headers);
    expect(answer.status, answer.text).toBe(403);
    expect(answer.json).toMatchObject({ error: 'forbidden', message: expect.any(String) });
  });

  it.each(foreign)('refuse a PATCH with %s (403)', async (_what, headers) => {
    const answer = await patch(headers);
    expect(answer.status, answer.text).toBe(403);
    expect(answer.json).toMatchObject({ error: 'forbidden', message: expect.any(String) });
  });

  it('stored none of the refused uploads', async () => {
    const { rows } = await shop.db.query<{ count: number }>(
      "select count(*)::int as count from catalog.artworks where title = 'Cross-site upload'",
    );
    expect(rows[0]?.count).toBe(0);
  });

  it.each([
    ['neither Origin nor Sec-Fetch-Site (curl)', {}],
    ['the shop’s own page (same-origin)', { 'sec-fetch-site': 'same-origin' }],
  ])('take the same upload and PATCH with %s', async (_what, headers) => {
    const own = { ...headers, ...('sec-fetch-site' in headers ? { origin: shop.gatewayUrl } : {}) };
    expect((await upload(own)).status).toBe(201);
    expect((await patch(own)).status).toBe(200);
  });
});
