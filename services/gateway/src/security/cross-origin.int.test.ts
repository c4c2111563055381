import { randomBytes, randomUUID } from 'node:crypto';
import { type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, startUpstream, type TestGateway } from '../testing/gateway-over-upstream.js';

// A cookie-authenticated write from another site (a sibling subdomain, another port)
// is refused; the shop's own pages and clients that are no browser (curl, scripts, PayPal's
// webhooks) are not.

const PUBLIC_BASE_URL = 'https://shop.example.com';
const PASSWORD = 'whatever-password';
let app: TestGateway['app'];
let gateway: TestGateway;
let upstream: Server;
let cookie: string;

beforeAll(async () => {
  let upstreamUrl: string;
  ({ server: upstream, url: upstreamUrl } = await startUpstream((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ reached: true }));
  }));
  gateway = await buildTestGateway({
    ADMIN_PASSWORD: PASSWORD,
    PUBLIC_BASE_URL,
    RATE_LIMIT_NAMESPACE: `test:cross-origin:${randomBytes(4).toString('hex')}:`,
    CATALOG_URL: upstreamUrl,
    PAYMENTS_URL: upstreamUrl,
  });
  ({ app } = gateway);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: PASSWORD } });
  cookie = `shop_session=${login.cookies.find((c) => c.name === 'shop_session')?.value ?? ''}`;
});

afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const patch = (headers: Record<string, string>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/artworks/${randomUUID()}`,
    headers: { host: 'gateway.internal:8080', cookie, 'content-type': 'application/json', ...headers },
    payload: { status: 'approved' },
  });

describe('cross-origin protection of writes', () => {
  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['a sibling subdomain’s Origin', { origin: 'https://blog.shop.example.com' }],
    ['the shop on another port', { origin: 'https://shop.example.com:8443' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['same-site with a sibling’s Origin', { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example.com' }],
  ])('refuses a write with the curator’s cookie and %s (403)', async (_what, headers) => {
    const answer = await patch(headers);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
  });

  it.each([
    ['neither Origin nor Sec-Fetch-Site (curl, scripts)', {}],
    ['the shop’s own page (same-origin)', { 'sec-fetch-site': 'same-origin', origin: PUBLIC_BASE_URL }],
    ['the public address as Origin, no Sec-Fetch-Site', { origin: PUBLIC_BASE_URL }],
    ['an Origin naming the host it was sent to', { origin: 'http://gateway.internal:8080' }],
    ['a user-initiated request (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
  ])('passes a write with %s on', async (_what, headers) => {
    const answer = await patch(headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ reached: true });
  });

  it('refuses a foreign upload before its body is read', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses a foreign write without a session too: the shop takes no writes from other sites', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(answer.statusCode).toBe(403);
  });

  it('leaves reads alone, whatever their origin', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/artworks',
      headers: { cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(200);
  });
});
