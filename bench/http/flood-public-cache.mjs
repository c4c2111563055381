#!/usr/bin/env node
// A flood of distinct anonymous public reads, each one valid and each asked once, through
// the gateway: searches with ids and categories (`?q=…&ids=…&categories=…`), now and then a page of
// 1,000 under a price (`?limit=1000&maxPrice=<n>`), as a crawler or an attacker sends them. Before
// the cache was bounded, 3,000 of them grew Redis by 23 MB and the gateway by 87 MB, without bound. Prints,
// before, every 10,000 queries and after: the gateway's resident memory and heap, what its cache
// holds as counted against its budgets (in memory and in Redis, from the gateway's /metrics), the
// cache's keys in Redis and Redis's used_memory; at the end, the peaks, and whether the shop's
// first page, read during the flood, is still answered from the gateway's memory.
//
//   pnpm turbo run build && node bench/http/flood-public-cache.mjs [--queries 100000] [--connections 32]
//     [--artworks 10000 (approved works in the stack it starts)] [--cache off (the gateway's memory
//      without its cache: what the requests themselves take)] [--asks 2 (each query sent twice: the
//      worst case, every answer popular)]
//     [--gateway http://127.0.0.1:8080 --metrics http://127.0.0.1:9464 --redis redis://127.0.0.1:6379
//      --prefix bull (a shop already running, e.g. `bash scripts/start.sh`: nothing is started or seeded)]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { startShopStack } from '../lib/shop-stack.mjs';

const require = createRequire(import.meta.url);
const { Redis } = require('ioredis');
const { values: args } = parseArgs({
  options: {
    queries: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    artworks: { type: 'string', default: '10000' },
    cache: { type: 'string', default: 'on' },
    asks: { type: 'string', default: '1' },
    gateway: { type: 'string' },
    metrics: { type: 'string' },
    redis: { type: 'string' },
    prefix: { type: 'string', default: 'bull' },
  },
});
const QUERIES = Number(args.queries);
const CONNECTIONS = Number(args.connections);
const ASKS = Number(args.asks);
const CATEGORIES = ['Core Collection', 'Abstract Art', 'Sci-Fi', 'Algornation', 'Miscellaneous'];
const WORDS = ['harbour', 'nebula', 'circuit', 'meadow', 'glacier', 'citadel', 'orchid', 'lantern', 'night', 'open'];
const SHOP_PAGE = '/api/artworks?limit=48';
const log = (line) => process.stdout.write(`${line}\n`);
const mb = (bytes) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The i-th query: distinct, valid, and of the shapes the issue names. */
function floodQuery(i) {
  if (i % 50 === 0) return `/api/artworks?limit=1000&maxPrice=${(i / 50 + 1).toFixed(2)}`;
  const word = `${WORDS[i % WORDS.length]}${i % 7 === 0 ? '' : ` ${i}`}`;
  const ids = [randomUUID(), randomUUID(), randomUUID()].join(',');
  const categories = [CATEGORIES[i % 5], CATEGORIES[(i + 2) % 5]].join(',');
  return `/api/artworks?q=${encodeURIComponent(word)}&ids=${ids}&categories=${encodeURIComponent(categories)}&limit=48`;
}

/** Prometheus text → the value of `name` whose labels include `labels`. */
function metric(text, name, labels = '') {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels && !line.includes(labels)) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return Number.NaN;
}

let stack;
let gatewayUrl = args.gateway;
let metricsUrl = args.metrics;
let redisUrl = args.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let prefix = args.prefix;
if (!gatewayUrl) {
  stack = await startShopStack({ label: 'flood', env: { PUBLIC_CACHE: args.cache } });
  gatewayUrl = stack.gatewayUrl;
  metricsUrl = stack.gatewayMetricsUrls[0];
  redisUrl = stack.redisUrl;
  prefix = stack.queuePrefix;
  // Approved works straight into the catalog's table (as bench-listing.mjs), so searches find some.
  await stack.db.query(
    `insert into catalog.artworks (filename, storage_key, original_name, title, category, price_cents, is_for_sale,
        status, ocr_status, ocr_text, width, height, file_size, mime_type, created_at)
     select gen_random_uuid()::text || '.png', 'originals/bench-' || n || '.png', 'art-' || n || '.png',
            (array['Harbour','Nebula','Circuit','Meadow','Glacier','Citadel','Orchid','Lantern'])[1 + n % 8] || ' '
              || (array['at dusk','study','no. ' || n,'in blue','rising','fragment'])[1 + n % 6],
            (array['Core Collection','Abstract Art','Sci-Fi','Algornation','Miscellaneous'])[1 + n % 5],
            case when n % 7 = 0 then null else 999 + (n % 5) * 500 end, true, 'approved', 'processed',
            case when n % 3 = 0 then 'OPEN ALL NIGHT ' || n else '' end, 1600, 900, 250000, 'image/png',
            now() - n * interval '1 minute'
       from generate_series(1, $1::int) as n`,
    [Number(args.artworks)],
  );
  await stack.db.query('analyze catalog.artworks');
}
const redis = new Redis(redisUrl);

async function snapshot() {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const info = await redis.info('memory');
  let keys = 0;
  let keyBytes = 0;
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:public-cache:*`, 'COUNT', 5000);
    cursor = next;
    keys += found.length;
    const usage = redis.pipeline();
    for (const key of found) usage.call('MEMORY', 'USAGE', key, 'SAMPLES', '0');
    for (const [, bytes] of (await usage.exec()) ?? []) keyBytes += Number(bytes ?? 0);
  } while (cursor !== '0');
  return {
    rss: metric(text, 'shop_process_resident_memory_bytes'),
    heap: metric(text, 'shop_nodejs_heap_size_used_bytes'),
    heapTotal: metric(text, 'shop_nodejs_heap_size_total_bytes'),
    external: metric(text, 'shop_nodejs_external_memory_bytes'),
    memoryBytes: metric(text, 'shop_public_cache_bytes', 'store="memory"'),
    memoryAnswers: metric(text, 'shop_public_cache_answers', 'store="memory"'),
    redisBytes: metric(text, 'shop_public_cache_bytes', 'store="redis"'),
    redisAnswers: metric(text, 'shop_public_cache_answers', 'store="redis"'),
    redisKeys: keys,
    redisKeyBytes: keyBytes,
    usedMemory: Number(/used_memory:(\d+)/.exec(info)?.[1]),
  };
}
const describe = (s) =>
  `gateway RSS ${mb(s.rss)}, heap ${mb(s.heap)} of ${mb(s.heapTotal)}, external ${mb(s.external)}; cache in memory ${s.memoryAnswers} answers ${mb(s.memoryBytes)}, ` +
  `in Redis ${s.redisAnswers} answers ${mb(s.redisBytes)} (${s.redisKeys} keys, ${mb(s.redisKeyBytes)} by MEMORY USAGE); ` +
  `Redis used_memory ${mb(s.usedMemory)}`;

try {
  const read = (path) => fetch(`${gatewayUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
  // The shop's first page, asked twice: a popular answer.
  for (let i = 0; i < 2; i += 1) await (await read(SHOP_PAGE)).arrayBuffer();
  const before = await snapshot();
  log(
    `flood-public-cache: ${QUERIES} distinct public queries, each sent ${ASKS} time(s), ${CONNECTIONS} at a time, through ${gatewayUrl}`,
  );
  log(`before:  ${describe(before)}`);
  const peak = { ...before };
  const statuses = new Map();
  let next = 0;
  let shopPageHits = 0;
  let shopPageReads = 0;
  const started = performance.now();
  const cpuBefore = stack?.cpuSeconds();
  let lastReport = 0;
  const sender = async () => {
    while (next < QUERIES) {
      const i = next++;
      const query = floodQuery(i);
      for (let ask = 0; ask < ASKS; ask += 1) {
        const answer = await read(query);
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
      // A visitor of the shop now and then, meanwhile.
      if (i % 500 === 0) {
        const page = await read(SHOP_PAGE);
        await page.arrayBuffer();
        shopPageReads += 1;
        if (page.headers.get('x-cache') === 'hit') shopPageHits += 1;
      }
    }
  };
  const reporter = setInterval(async () => {
    if (next - lastReport < 10_000) return;
    lastReport = next - (next % 10_000);
    const now = await snapshot();
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
    const seconds = (performance.now() - started) / 1000;
    log(`${String(next).padStart(7)} (${(next / seconds).toFixed(0)}/s): ${describe(now)}`);
  }, 250);
  await Promise.all(Array.from({ length: CONNECTIONS }, sender));
  clearInterval(reporter);
  const seconds = (performance.now() - started) / 1000;
  if (stack) {
    const cpuAfter = stack.cpuSeconds();
    const perQuery = (name) => `${((((cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0)) / QUERIES) * 1000).toFixed(2)} ms`;
    log(
      `CPU per query: gateway ${perQuery('gateway')}, catalog ${perQuery('catalog')}, this bench ${perQuery('bench (load generator)')}`,
    );
  }
  const after = await snapshot();
  for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], after[key]);
  log(`after:   ${describe(after)}`);
  log(`peak:    ${describe(peak)}`);
  log(
    `growth:  gateway RSS ${mb(after.rss - before.rss)} (peak ${mb(peak.rss - before.rss)}), Redis used_memory ${mb(after.usedMemory - before.usedMemory)} (peak ${mb(peak.usedMemory - before.usedMemory)})`,
  );
  log(
    `${QUERIES} queries in ${seconds.toFixed(1)} s (${(QUERIES / seconds).toFixed(0)}/s); statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
      `the shop's first page answered from memory ${shopPageHits} of ${shopPageReads} times during the flood`,
  );
} finally {
  redis.disconnect();
  await stack?.stop();
}
