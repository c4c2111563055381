import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { AppInstance } from '@shop/platform';
import { testRedisUrl, uniqueQueuePrefix } from '@shop/testkit';
import pino from 'pino';
import type { Gauge } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { gatewayEnvSchema } from '../config.js';
import { createDeps, type GatewayDeps } from '../deps.js';
import { PUBLIC_CACHE_LIMITS } from './public-cache.plugin.js';

// Anonymous GETs once grew the public cache without bound (3,000 distinct searches:
// Redis +23 MB, the gateway +87 MB). A flood of thousands of distinct valid queries now leaves
// what the cache holds, in the gateway and in Redis, within its budgets, and the shop's own
// pages, asked again and again, are still answered from memory.

const MIB = 1024 * 1024;
const MEMORY_BUDGET = 4 * MIB;
const REDIS_BUDGET = 4 * MIB;
const FLOOD = 5_000;
const CATEGORIES = ['Core Collection', 'Abstract Art', 'Sci-Fi', 'Algornation', 'Miscellaneous'];

/** Answers as the catalog's list does: a page of works (a few for a search), differing by query. */
function pageFor(url: URL): string {
  const limit = Number(url.searchParams.get('limit') ?? 48);
  const seed = createHash('sha256').update(url.search).digest('hex');
  const count = url.searchParams.has('q') ? parseInt(seed.slice(0, 2), 16) % 6 : Math.min(limit, 1_000);
  const items = Array.from({ length: count }, (_, index) => ({
    id: `${seed.slice(0, 24)}${String(index).padStart(8, '0')}`,
    title: `Work ${seed.slice(index % 40, (index % 40) + 12)} no. ${index}`,
    category: CATEGORIES[index % CATEGORIES.length],
    price: `${(index % 90) + 10}.00`,
    isForSale: true,
    status: 'approved',
    ocrStatus: 'processed',
    width: 1600,
    height: 900,
  }));
  return JSON.stringify({ items, total: count, page: 1, limit, nextCursor: null });
}

let catalog: Server;
const catalogAsked = new Map<string, number>();
let deps: GatewayDeps;
let app: AppInstance;
let prefix: string;
/** The URLs of the gateway's `request completed` lines. */
const loggedUrls: string[] = [];

beforeAll(async () => {
  catalog = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catalog');
    catalogAsked.set(url.pathname + url.search, (catalogAsked.get(url.pathname + url.search) ?? 0) + 1);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(pageFor(url));
  });
  catalog.listen(0, '127.0.0.1');
  await once(catalog, 'listening');
  prefix = uniqueQueuePrefix('cache-flood');
  deps = createDeps(
    gatewayEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: testRedisUrl(),
      CATALOG_URL: `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`,
      QUEUE_PREFIX: prefix,
      ADMIN_PASSWORD: 'whatever-password',
      RATE_LIMIT_NAMESPACE: `${prefix}:ratelimit:`,
      PUBLIC_CACHE_MEMORY_MAX_BYTES: String(MEMORY_BUDGET),
      PUBLIC_CACHE_REDIS_MAX_BYTES: String(REDIS_BUDGET),
    }),
    pino(
      { level: 'info' },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
          if (entry.msg === 'request completed' && entry.req?.url) loggedUrls.push(entry.req.url);
        },
      },
    ),
  );
  if (deps.redis.status !== 'ready') await once(deps.redis, 'ready');
  app = await buildApp(deps);
});

afterAll(async () => {
  const names = (await deps?.redis.keys(`${prefix}:*`)) ?? [];
  if (names.length > 0) await deps.redis.del(...names);
  await app?.close();
  await deps?.close();
  catalog?.close();
});

const read = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

/** The cache's gauges on the operator's /metrics. */
async function counted(store: 'memory' | 'redis', what: 'bytes' | 'answers'): Promise<number> {
  const gauge = app.metrics.registry.getSingleMetric(`shop_public_cache_${what}`) as Gauge | undefined;
  const { values } = (await gauge?.get()) ?? { values: [] };
  return values.find((value) => value.labels.store === store)?.value ?? Number.NaN;
}

/** Every key of the cache's answers in Redis and Redis's own count of their bytes. */
async function inRedis(): Promise<{ keys: number; bytes: number }> {
  const names = (await deps.redis.keys(`${prefix}:public-cache:*`)).filter((name) => !name.endsWith(':generation'));
  const sizes = await Promise.all(
    names.map(async (name) => Number((await deps.redis.call('MEMORY', 'USAGE', name, 'SAMPLES', '0')) ?? 0)),
  );
  return { keys: names.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

async function expectWithinBudgets(label: string) {
  const memoryBytes = await counted('memory', 'bytes');
  const memoryAnswers = await counted('memory', 'answers');
  const redisBytes = await counted('redis', 'bytes');
  const redisAnswers = await counted('redis', 'answers');
  const redis = await inRedis();
  const seen = `${label}: memory ${memoryAnswers} answers ${memoryBytes} B; redis ${redisAnswers} answers ${redisBytes} B counted, ${redis.keys} keys ${redis.bytes} B used`;
  expect(memoryBytes, seen).toBeLessThanOrEqual(MEMORY_BUDGET);
  expect(memoryAnswers, seen).toBeLessThanOrEqual(PUBLIC_CACHE_LIMITS.local.maxAnswers);
  expect(redisBytes, seen).toBeLessThanOrEqual(REDIS_BUDGET);
  expect(redis.bytes, seen).toBeLessThanOrEqual(redisBytes);
  // Each answer, the index and the sizes.
  expect(redis.keys, seen).toBeLessThanOrEqual(redisAnswers + 2);
  expect(redisAnswers, seen).toBeLessThanOrEqual(PUBLIC_CACHE_LIMITS.shared.maxAnswers);
  return { memoryBytes, redisBytes, redisAnswers };
}

/** The i-th query of the flood: searches with ids and categories, and now and then a page of 1,000. */
function floodQuery(i: number): string {
  if (i % 60 === 0) return `/api/artworks?limit=1000&maxPrice=${(i / 60 + 1).toFixed(2)}`;
  const ids = [randomUUID(), randomUUID()].join(',');
  const categories = [CATEGORIES[i % 5], CATEGORIES[(i + 2) % 5]].join(',');
  return `/api/artworks?q=flood${i}&ids=${ids}&categories=${encodeURIComponent(categories ?? '')}`;
}

describe('the public cache under a flood of distinct queries', () => {
  it(
    'stays within its budgets in the gateway and in Redis, and keeps the shop’s own pages',
    { timeout: 120_000 },
    async () => {
      const shopPages = ['/api/artworks?limit=48', '/api/artworks?category=Sci-Fi&limit=48'];
      for (const page of shopPages) {
        expect((await read(page)).statusCode).toBe(200);
        expect((await read(page)).headers['x-cache']).toBe('hit');
      }
      let largest = { memoryBytes: 0, redisBytes: 0, redisAnswers: 0 };
      for (let start = 0; start < FLOOD; start += 1_000) {
        let next = start;
        const end = Math.min(start + 1_000, FLOOD);
        // Sixteen at a time, as a client with many connections sends them.
        const flooder = async () => {
          while (next < end) {
            const i = next++;
            const answer = await read(floodQuery(i));
            expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
            // The shop's visitors keep reading its pages meanwhile.
            if (i % 100 === 0) for (const page of shopPages) await read(page);
          }
        };
        await Promise.all(Array.from({ length: 16 }, flooder));
        // Answers are shared with Redis after they are sent: a command behind them on the same
        // connection is answered once they are stored.
        await deps.publicCacheRedis.ping();
        const now = await expectWithinBudgets(`after ${end} queries`);
        largest = {
          memoryBytes: Math.max(largest.memoryBytes, now.memoryBytes),
          redisBytes: Math.max(largest.redisBytes, now.redisBytes),
          redisAnswers: Math.max(largest.redisAnswers, now.redisAnswers),
        };
      }
      await expectWithinBudgets(`after ${FLOOD} queries`);
      // The flood did fill the budgets: the bound, not a small flood, kept them.
      expect(largest.redisBytes).toBeGreaterThan(REDIS_BUDGET / 2);
      expect(largest.memoryBytes).toBeGreaterThan(MEMORY_BUDGET / 8);

      for (const page of shopPages) {
        const again = await read(page);
        expect(again.headers['x-cache']).toBe('hit');
        expect(again.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(again.rawPayload).toString()).toBe(pageFor(new URL(page, 'http://catalog')));
        // Asked of the catalog once, before the flood.
        expect(catalogAsked.get(page)).toBe(1);
      }
    },
  );
});

describe('the public cache’s log', () => {
  it('writes a line for a miss (a service was asked) and none for a hit, which its metrics count', async () => {
    const page = `/api/artworks?category=Abstract%20Art&limit=24&q=log${randomUUID()}`;
    loggedUrls.length = 0;
    expect((await read(page)).headers['x-cache']).toBe('miss');
    expect((await read(page)).headers['x-cache']).toBe('hit');
    expect((await read(page)).headers['x-cache']).toBe('hit');
    expect(loggedUrls.filter((url) => url === page)).toHaveLength(1);
  });
});
