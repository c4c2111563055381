import type { Server } from 'node:http';
import { publicCacheKeys } from '@shop/contracts';
import { testRedisUrl, uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, startUpstream, type TestGateway } from '../testing/gateway-over-upstream.js';

// A write is answered once this gateway knows the generation it made (the writer's next read
// misses the answers from before), but only the curator's writes can make one: a buyer's order
// is answered without reading the generation from Redis. Told apart here by a generation set in
// Redis without announcing it, which only a read of the key can see.

const PASSWORD = 'write-generation-password';
let service: Server;
let gateway: TestGateway;
let prefix: string;

beforeAll(async () => {
  // Stands in for the catalog and orders alike: a list for GETs, 200 for every write.
  const upstream = await startUpstream((request, response) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(
      request.method === 'GET'
        ? JSON.stringify({ items: [], total: 0, page: 1, limit: 48, nextCursor: null })
        : JSON.stringify({ id: 'written' }),
    );
  });
  service = upstream.server;
  prefix = uniqueQueuePrefix('write-generation');
  gateway = await buildTestGateway({
    REDIS_URL: testRedisUrl(),
    CATALOG_URL: upstream.url,
    ORDERS_URL: upstream.url,
    QUEUE_PREFIX: prefix,
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_NAMESPACE: `${prefix}:ratelimit:`,
  });
  // The gateway subscribes to announcements after it starts, then reads the generation again: a
  // read that lands after a quiet move below would see it (a miss where a hit is asserted). Wait
  // for the subscription, then let its read be answered (the ping follows it on one connection).
  const channel = publicCacheKeys(prefix).channel;
  const subscribed = async () => {
    const [, count] = (await gateway.deps.redis.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count) > 0;
  };
  while (!(await subscribed())) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 50));
  await gateway.deps.redis.ping();
});

afterAll(async () => {
  const names = (await gateway?.deps.redis.keys(`${prefix}:*`)) ?? [];
  if (names.length > 0) await gateway.deps.redis.del(...names);
  await gateway?.close();
  service?.close();
});

const listCached = async () =>
  (await gateway.app.inject({ method: 'GET', url: '/api/artworks?category=Sci-Fi' })).headers['x-cache'];

/** A new generation in Redis, not published: this gateway learns it only by reading the key. */
const moveGenerationQuietly = (name: string) => gateway.deps.redis.set(publicCacheKeys(prefix).generation, name);

describe('the generation after a write', () => {
  it("is not read for a buyer's write, and is read before a curator's write is answered", async () => {
    await listCached();
    expect(await listCached()).toBe('hit');

    await moveGenerationQuietly('moved-under-a-buyer');
    const order = await gateway.app.inject({ method: 'POST', url: '/api/orders', payload: { paypal_order_id: 'X' } });
    expect(order.statusCode).toBeLessThan(400);
    expect(await listCached()).toBe('hit');

    const login = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: PASSWORD } });
    const cookie = login.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    await moveGenerationQuietly('moved-by-the-curator');
    const saved = await gateway.app.inject({
      method: 'PATCH',
      url: '/api/artworks/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      headers: { cookie },
      payload: { price: '20.00' },
    });
    expect(saved.statusCode).toBeLessThan(400);
    expect(await listCached()).toBe('miss');
  });
});
