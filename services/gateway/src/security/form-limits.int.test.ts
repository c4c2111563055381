import { randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import { RESEND_LINKS_ROUTE } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayDeps } from '../deps.js';
import { buildTestGateway, startUpstream, type TestGateway } from '../testing/gateway-over-upstream.js';

// The forms' counters in Redis are named for the form and the client, under the
// namespace, so an operator can find and clear them (`shop:ratelimit:form:contact:<ip>`).

const namespace = `test:form-limits:${randomBytes(4).toString('hex')}:`;
let deps: GatewayDeps;
let app: TestGateway['app'];
let gateway: TestGateway;
let upstream: Server;

beforeAll(async () => {
  // A stand-in for notifications and orders: every form that gets past its limit is accepted.
  let upstreamUrl: string;
  ({ server: upstream, url: upstreamUrl } = await startUpstream((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  }));
  gateway = await buildTestGateway({
    RATE_LIMIT_NAMESPACE: namespace,
    RATE_LIMIT_CONTACT_MAX: '2',
    NOTIFICATIONS_URL: upstreamUrl,
    ORDERS_URL: upstreamUrl,
  });
  ({ deps, app } = gateway);
});

afterAll(async () => {
  const keys = await deps.redis.keys(`${namespace}*`);
  if (keys.length > 0) await deps.redis.del(...keys);
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const contact = (remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: { message: 'hello' }, remoteAddress });

describe('the public forms’ rate limits in Redis', () => {
  it('count the contact form under <namespace>form:contact:<ip>', async () => {
    await contact('198.51.100.7');
    const keys = await deps.redis.keys(`${namespace}*`);
    expect(keys).toContain(`${namespace}form:contact:198.51.100.7`);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    expect(await deps.redis.get(`${namespace}form:contact:198.51.100.7`)).toBe('1');
    expect(await deps.redis.pttl(`${namespace}form:contact:198.51.100.7`)).toBeGreaterThan(0);
  });

  it('count the lost-links form under <namespace>form:resend-links:<ip>', async () => {
    await app.inject({
      method: 'POST',
      url: RESEND_LINKS_ROUTE,
      payload: { email: 'a@example.com' },
      remoteAddress: '198.51.100.8',
    });
    expect(await deps.redis.keys(`${namespace}form:resend-links:*`)).toEqual([
      `${namespace}form:resend-links:198.51.100.8`,
    ]);
  });

  it('refuse the message past the limit with 429, per client', async () => {
    const address = '198.51.100.9';
    expect((await contact(address)).statusCode).toBe(200);
    expect((await contact(address)).statusCode).toBe(200);
    const refused = await contact(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many messages/),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await contact('198.51.100.10')).statusCode).toBe(200);
  });
});
