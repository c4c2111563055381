import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, type Server } from 'node:http';
import { getLibrary, getLibraryPolicy, LIBRARY_COOKIE, requestLibraryLink } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayDeps } from '../deps.js';
import { buildTestGateway, startUpstream, type TestGateway } from '../testing/gateway-over-upstream.js';
import { buildOpenApiDocument } from '../docs/openapi-document.js';

// The gateway routes /api/library to orders from the contracts, passes the library
// cookie (and never the curator's session), limits the sign-in form per client, and never answers
// a library read from its public cache.
const namespace = `test:library-routes:${randomBytes(4).toString('hex')}:`;
const session = `v1.eyJlIjoiYUBleGFtcGxlLmNvbSJ9.${'s'.repeat(43)}`;
let deps: GatewayDeps;
let app: TestGateway['app'];
let gateway: TestGateway;
let upstream: Server;
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  // A stand-in for orders: it answers as the library routes do (no-store) and counts what reaches it.
  let upstreamUrl: string;
  ({ server: upstream, url: upstreamUrl } = await startUpstream((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end(JSON.stringify({ afterExpiry: 'renew', reads: seen.length }));
  }));
  gateway = await buildTestGateway({
    RATE_LIMIT_NAMESPACE: namespace,
    RATE_LIMIT_RESEND_MAX: '2',
    ORDERS_URL: upstreamUrl,
    PUBLIC_CACHE: 'on',
  });
  ({ deps, app } = gateway);
});

afterAll(async () => {
  const keys = await deps.redis.keys(`${namespace}*`);
  if (keys.length > 0) await deps.redis.del(...keys);
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the library through the gateway', () => {
  it('reaches orders with the library cookie alone, and every read is asked of orders again (no-store)', async () => {
    const before = seen.length;
    for (let i = 0; i < 2; i++) {
      const answer = await app.inject({
        method: 'GET',
        url: getLibrary.path,
        headers: { cookie: `shop_session=curator; ${LIBRARY_COOKIE}=${session}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    for (let i = 0; i < 2; i++) {
      const policy = await app.inject({ method: 'GET', url: getLibraryPolicy.path });
      expect(policy.headers['cache-control']).toBe('no-store');
    }
    const reached = seen.slice(before);
    expect(reached.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/library',
      'GET /api/library',
      'GET /api/library/policy',
      'GET /api/library/policy',
    ]);
    expect(reached[0]?.headers.cookie).toBe(`${LIBRARY_COOKIE}=${session}`);
  });

  it('limits the sign-in form per client, under <namespace>form:library-link:<ip>', async () => {
    const ask = () =>
      app.inject({
        method: 'POST',
        url: requestLibraryLink.path,
        payload: { email: 'a@example.com' },
        remoteAddress: '198.51.100.30',
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(await deps.redis.keys(`${namespace}form:library-link:*`)).toEqual([
      `${namespace}form:library-link:198.51.100.30`,
    ]);
  });

  it('documents every library route in the OpenAPI document', () => {
    const paths = Object.keys(buildOpenApiDocument().paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/library',
        '/api/library/sign-in-link',
        '/api/library/session',
        '/api/library/orders/{id}/renew',
        '/api/library/policy',
        '/api/library/settings',
      ]),
    );
  });
});
