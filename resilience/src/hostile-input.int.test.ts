import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { call, type Answer } from './harness/http.js';
import {
  expectClientError,
  expectNoOutage,
  expectServicesHealthy,
  expectStoredOnlyRealWork,
  INJECTIONS,
  percentEncode,
  URL_INJECTIONS,
  useHostileShop,
} from './harness/hostile.js';
import { uploadForm } from './harness/multipart.js';
import { rawRequest, sendHeadersFirst } from './harness/raw-http.js';
import type { Shop } from './harness/shop.js';

// ARCHITECTURE "HTTP contract": nothing answers 500 for bad input. A corpus of hostile uploads,
// bodies, path parameters and query strings; each answer must be a 4xx, the services must stay
// healthy, and nothing may be stored that should not be.
// This file sends bodies, path parameters and query strings; hostile-uploads.int.test.ts the uploads.

let shop: Shop;
let cookie: string;
let image: Buffer;
let artworkId: string;
useHostileShop((started) => ({ shop, cookie, image, artworkId } = started));

async function sendUpload(body: Buffer, headers: Record<string, string>): Promise<Answer> {
  return call(`${shop.gatewayUrl}/api/artworks/upload`, { method: 'POST', headers: { ...headers, cookie }, body });
}
/** Every variant of `body` with one string leaf replaced by `value`. */
function withEachStringReplaced(body: unknown, value: string): { path: string; body: unknown }[] {
  const variants: { path: string; body: unknown }[] = [];
  const walk = (node: unknown, path: string[], replace: (next: unknown) => unknown) => {
    if (typeof node === 'string') {
      variants.push({ path: path.join('.'), body: replace(value) });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) =>
        walk(item, [...path, String(index)], (next) => replace(node.map((other, i) => (i === index ? next : other)))),
      );
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        walk(item, [...path, key], (next) => replace({ ...node, [key]: next }));
      }
    }
  };
  walk(body, [], (next) => next);
  return variants;
}

describe('hostile JSON', () => {
  const bodies = (): { method: string; path: string; body: unknown }[] => [
    { method: 'POST', path: '/api/auth/login', body: { password: 'not-the-password' } },
    {
      method: 'PATCH',
      path: `/api/artworks/${artworkId}`,
      body: { status: 'approved', category: 'Core Collection', title: 'Title', price: '14.99', ocrText: 'text' },
    },
    { method: 'POST', path: '/api/artworks/batch', body: { action: 'approve-clean' } },
    {
      method: 'POST',
      path: '/api/artworks/batch',
      body: {
        action: 'update',
        ids: [artworkId],
        changes: { price: '14.99', isForSale: true, category: 'Core Collection', status: 'approved' },
      },
    },
    { method: 'POST', path: '/api/words', body: { word: 'gallerist' } },
    { method: 'PUT', path: '/api/layout', body: { template: 'classic', featuredIds: [artworkId] } },
    {
      method: 'POST',
      path: '/paypal/order',
      body: {
        items: [{ artworkId, quantity: 1 }],
        stateCode: 'NY',
        currency: 'USD',
        intent: 'CAPTURE',
        amount: '14.99',
        paymentMethod: 'SIMULATOR',
        payer: { email: 'a@example.com', name: 'A' },
      },
    },
    {
      method: 'POST',
      path: '/api/orders',
      body: {
        paypal_order_id: 'PAYPAL-1',
        customer_email: 'a@example.com',
        customer_name: 'A',
        total_amount: '14.99',
        artwork_ids: [artworkId],
        items: [{ artworkId, quantity: 1 }],
      },
    },
  ];

  it('answers every injection in every string field without a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, path, body } of bodies()) {
      for (const injection of INJECTIONS) {
        for (const variant of withEachStringReplaced(body, injection)) {
          const answer = await call(`${shop.gatewayUrl}${path}`, {
            method,
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(variant.body),
          });
          if (answer.status >= 500)
            failures.push(
              `${method} ${path} ${variant.path}=${JSON.stringify(injection.slice(0, 30))}: ${answer.status} ${answer.text.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // Broken for every route; the second list is well-formed JSON of the wrong shape, which only
  // routes that take a body must refuse (logout and capture ignore theirs).
  const broken: [string, string | Buffer][] = [
    ['a cut-off object', '{"password": "x"'],
    ['trailing garbage', '{"password":"x"} trailing'],
    ['single quotes', "{'password':'x'}"],
    ['a prototype-poisoning key', '{"__proto__":{"role":"admin"},"password":"x"}'],
    ['a constructor-poisoning key', '{"constructor":{"prototype":{"role":"admin"}},"password":"x"}'],
    ['2 MB of JSON', JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) })],
  ];
  const wrongShape: [string, string | Buffer][] = [
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['100000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ];
  const BODY_LIMIT_PROBE_BYTES = 1024 * 1024;
  const jsonRoutes = API_ROUTES.filter((route) => route.method !== 'GET' && route.bodyKind !== 'multipart');
  const cases = jsonRoutes.flatMap((route) =>
    [...broken, ...(route.body ? wrongShape : [])].map(
      ([what, body]) => [`${route.method} ${route.path}`, what, route.path, body] as const,
    ),
  );

  it.each(cases)('%s refuses %s with a 4xx', async (label, _what, path, body) => {
    const concrete = path.replace(/:[A-Za-z]+/g, randomUUID());
    const request = {
      method: label.split(' ', 1)[0] ?? 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    };
    // A body past every limit is refused by its length: send it so that the refusal is always read.
    const answer =
      body.length > BODY_LIMIT_PROBE_BYTES
        ? await sendHeadersFirst(`${shop.gatewayUrl}${concrete}`, request)
        : await call(`${shop.gatewayUrl}${concrete}`, request);
    expectClientError(answer, `${label} ${_what}`);
  });
});

describe('hostile path parameters and query strings', () => {
  const paramRoutes = API_ROUTES.filter((route) => route.path.includes(':'));

  it('answers every injection in every path parameter without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of paramRoutes) {
      for (const injection of [...URL_INJECTIONS, '..', '.', '%2F', '%00', '%252e%252e%252f']) {
        const path = route.path.replace(
          /:[A-Za-z]+/g,
          injection.startsWith('%') ? injection : percentEncode(injection),
        );
        const answer = await rawRequest(shop.gatewayUrl, {
          method: route.method,
          path,
          headers: { cookie, 'content-type': 'application/json' },
          body: route.method === 'GET' ? undefined : '{}',
        });
        if (answer.status >= 500)
          failures.push(`${route.method} ${path.slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    '/api/files/../../../../etc/passwd',
    '/api/files/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/files/x.png%00.webp',
    '/api/downloads/..%2F..%2Forders',
    '/api/orders/%27%20OR%20%271%27%3D%271',
    '/api/artworks/..%2F..%2Fadmin',
  ])('GET %s is a 4xx', async (path) => {
    const answer = await rawRequest(shop.gatewayUrl, { path, headers: { cookie } });
    expectClientError(answer, path);
  });

  it('refuses a 100 kB URL without harm', async () => {
    const answer = await rawRequest(shop.gatewayUrl, { path: `/api/artworks?category=${'x'.repeat(100_000)}` }).catch(
      (error: unknown) => ({ status: 0, text: String(error) }),
    );
    // Node answers 431 for headers past its limit, or resets the connection mid-write: never a 5xx.
    expect([0, 414, 431], answer.text).toContain(answer.status);
    expect((await call(`${shop.gatewayUrl}/readyz`)).status).toBe(200);
  });

  it('answers injections in query strings without a 5xx', async () => {
    const failures: string[] = [];
    for (const injection of URL_INJECTIONS) {
      const q = percentEncode(injection);
      for (const path of [
        `/api/artworks?status=${q}`,
        `/api/artworks?category=${q}`,
        `/api/files/${randomUUID()}.png?w=${q}`,
        `/api/artworks?status=approved&status=${q}`,
        // The search and paging params.
        `/api/artworks?q=${q}`,
        `/api/artworks?q=${q}&sort=${q}&page=${q}&limit=${q}`,
        `/api/artworks?q=${q}&shown=${q}&ocr=${q}&forSale=${q}&hasPrice=${q}`,
      ]) {
        const answer = await rawRequest(shop.gatewayUrl, { path, headers: { cookie } });
        if (answer.status >= 500) failures.push(`${path.slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('titles with markup', () => {
  it('keeps a title with markup as plain text in JSON, and pages forbid inline scripts', async () => {
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const form = uploadForm(image, { title });
    const created = await sendUpload(form.body, form.headers);
    expect(created.status, created.text).toBe(201);
    const listed = await call(`${shop.gatewayUrl}/api/artworks`, { headers: { cookie } });
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listed.headers.get('x-content-type-options')).toBe('nosniff');
    expect((listed.json as { title: string }[]).map((artwork) => artwork.title)).toContain(title);
    // The web app renders titles as text (React escapes them); the CSP is the second line of defence.
    const page = await call(`${shop.gatewayUrl}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('after the corpus', () => {
  it('every service is still healthy and logged no unhandled error', async () => {
    await expectServicesHealthy(shop);
  });

  it('the gateway reported no outage: every service was up, so a refusal was the caller’s doing', async () => {
    expectNoOutage(shop);
  });

  it('stored nothing but the real artwork and the real images with hostile names', async () => {
    await expectStoredOnlyRealWork(shop, artworkId);
  });
});
