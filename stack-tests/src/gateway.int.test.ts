import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@shop/gateway/route-table';
import { startStack, TEST_ADMIN_PASSWORD, type Stack } from './harness/stack.js';

// Each test speaks from its own address so rate-limit budgets (kept in Redis) never leak between tests.
const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_LOGIN_MAX: '3' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function login(remoteAddress = freshAddress()) {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress,
    });
    const cookie = response.cookies.find((c) => c.name === 'shop_session');
    return { response, cookie: cookie ? `${cookie.name}=${cookie.value}` : '' };
  }

  describe('routing', () => {
    it('sends every prefix of the route table to its own service', async () => {
      const expectations: Record<string, { url: string; service: string }> = {
        '/api/artworks': { url: '/api/artworks', service: 'catalog' },
        '/api/orders': { url: '/api/orders/x', service: 'orders' },
        '/api/paypal': { url: '/api/paypal/config', service: 'payments' },
      };
      for (const { prefix, upstream } of ROUTE_TABLE) {
        const url = expectations[prefix]?.url ?? `${prefix}/routing-probe-${upstream}`;
        const response = await stack.gateway.inject({
          method: 'GET',
          url,
          headers: { 'x-request-id': `probe-${upstream}-${prefix.replaceAll('/', '_')}` },
        });
        if (upstream === 'notifications') {
          // Not started in this stack (no mail): the gateway's answer names where it sent the call.
          expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
          expect(response.json<{ message: string }>().message).toContain('notifications service');
          continue;
        }
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        const served = stack.logs[upstream]?.some(
          (line) => line.reqId === `probe-${upstream}-${prefix.replaceAll('/', '_')}`,
        );
        expect(served, `${prefix} should reach ${upstream}`).toBe(true);
      }
    });

    it('answers the contract for the first routes', async () => {
      const artworks = await stack.gateway.inject({ method: 'GET', url: '/api/artworks' });
      expect(artworks.statusCode).toBe(200);
      expect(artworks.json()).toEqual([]);
      const order = await stack.gateway.inject({ method: 'GET', url: '/api/orders/x' });
      expect(order.statusCode).toBe(404);
      expect(order.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
      const config = await stack.gateway.inject({ method: 'GET', url: '/api/paypal/config' });
      expect(config.json()).toEqual({ clientId: null, mode: 'simulator', currency: 'USD' });
    });

    it('passes the catalog’s gzipped answer to the curator untouched, with its encoding and Vary', async () => {
      const { cookie } = await login();
      const response = await stack.gateway.inject({
        method: 'GET',
        url: '/api/artworks',
        headers: { 'accept-encoding': 'gzip', cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      // The curator is never answered from the public cache.
      expect(response.headers['x-cache']).toBeUndefined();
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual([]);
    });

    it('answers the public from its cache of encoded answers, varying on the encoding', async () => {
      const first = await stack.gateway.inject({
        method: 'GET',
        url: '/api/galleries',
        headers: { 'accept-encoding': 'gzip' },
      });
      const second = await stack.gateway.inject({
        method: 'GET',
        url: '/api/galleries',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.headers.vary).toContain('accept-encoding');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
      const revalidated = await stack.gateway.inject({
        method: 'GET',
        url: '/api/galleries',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(second.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('answers 404 JSON for an unknown API path and never proxies it', async () => {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });
  });

  describe('request ids', () => {
    it('carries one request id from the gateway into the service and back', async () => {
      // A read no one asked before: the gateway's cache fills it from the catalog with this id.
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/artworks?limit=37' });
      const requestId = response.headers['x-request-id'];
      expect(typeof requestId).toBe('string');
      expect(stack.logs.gateway?.some((line) => line.reqId === requestId)).toBe(true);
      expect(stack.logs.catalog?.some((line) => line.reqId === requestId)).toBe(true);
    });

    it('keeps a well-formed incoming id and replaces a malformed one', async () => {
      const kept = await stack.gateway.inject({
        method: 'GET',
        url: '/api/artworks',
        headers: { 'x-request-id': 'trace-abc.123' },
      });
      expect(kept.headers['x-request-id']).toBe('trace-abc.123');
      const replaced = await stack.gateway.inject({
        method: 'GET',
        url: '/api/artworks',
        headers: { 'x-request-id': 'bad id\u0001' },
      });
      // A fresh id of the gateway's own (a random UUID may well begin with "bad": compare whole ids).
      const fresh = String(replaced.headers['x-request-id']);
      expect(fresh).not.toBe('bad id\u0001');
      expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });
  });

  describe('admin session', () => {
    it('is 401 without a session', async () => {
      const response = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    });

    it('signs in with the password and sets an httpOnly SameSite=Strict cookie', async () => {
      const { response, cookie } = await login();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ role: 'admin' });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      const me = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ role: 'admin' });
    });

    it('refuses a wrong password', async () => {
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: 'wrong password' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'Incorrect password.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a malformed login body with 400', async () => {
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"password":',
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });

    it('rate-limits login attempts from one address', async () => {
      const remoteAddress = freshAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await stack.gateway.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { password: 'guess' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });

    it('signs out: the session stops working at once', async () => {
      const { cookie } = await login();
      const logout = await stack.gateway.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(204);
      const me = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    });

    it('treats a forged cookie as no session', async () => {
      const me = await stack.gateway.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: 'shop_session=forged.value' },
      });
      expect(me.statusCode).toBe(401);
    });

    it('lets an admin session list work of every status', async () => {
      const { cookie } = await login();
      const asAdmin = await stack.gateway.inject({
        method: 'GET',
        url: '/api/artworks?status=pending',
        headers: { cookie },
      });
      expect(asAdmin.statusCode).toBe(200);
    });
  });

  describe('services behind the gateway', () => {
    it('refuse a request without the internal token', async () => {
      for (const app of Object.values(stack.services)) {
        const response = await fetch(`${app.url}/api/artworks`);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: 'unauthorized' });
        const wrong = await fetch(`${app.url}/api/artworks`, { headers: { 'x-internal-token': 'nope' } });
        expect(wrong.status).toBe(401);
      }
    });

    it('still answer health, readiness and metrics without it', async () => {
      for (const app of Object.values(stack.services)) {
        expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
        const metrics = await fetch(`${app.url}/metrics`);
        expect(await metrics.text()).toContain('shop_http_request_duration_seconds');
      }
    });
  });

  describe('security headers and limits', () => {
    it('sets security headers', async () => {
      const response = await stack.gateway.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('refuses a JSON body over the limit with 413', async () => {
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: 'x'.repeat(2 * 1024 * 1024) },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'payload_too_large' });
    });
  });
});
