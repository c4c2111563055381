#!/usr/bin/env node
// GET /api/artworks with 1,000 approved artworks, through the gateway and straight at the catalog
// (with the internal token) in the same run: requests/s and p99 for each, and the gateway's
// overhead as a ratio. Target: the gateway keeps >= 70% of the direct throughput and
// its p99 stays under 25 ms at 50 connections.
//
//   pnpm turbo run build && node bench/http/bench-http.mjs [--seconds 20] [--connections 50]
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { startShopStack } from '../lib/shop-stack.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '50' } },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const ARTWORKS = 1000;
const log = (line) => process.stdout.write(`${line}\n`);

function run(url, headers, duration) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

const stack = await startShopStack({ label: 'http' });
try {
  // 1,000 approved artworks straight into the catalog's table: the list is what is measured, not uploads.
  await stack.db.query(
    `insert into catalog.artworks (filename, storage_key, original_name, title, category, price_cents, is_for_sale,
        status, ocr_status, ocr_text, width, height, file_size, mime_type)
     select gen_random_uuid()::text || '.png', 'originals/bench-' || n || '.png', 'art-' || n || '.png',
            'Bench artwork ' || n, (array['Core Collection','Political Edge','Abstracts & Experiments','Sci-Fi'])[1 + n % 4],
            1499, true, 'approved', 'processed', 'Some recognised text ' || n, 1600, 900, 250000, 'image/png'
       from generate_series(1, $1::int) as n`,
    [ARTWORKS],
  );
  const gatewayUrl = `${stack.gatewayUrl}/api/artworks`;
  const directUrl = `${stack.catalogUrl}/api/artworks`;
  // As a browser asks: the catalog keeps the list gzipped as well as plain.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const direct = { 'x-internal-token': stack.internalToken };
  const check = await fetch(gatewayUrl, { headers: { 'accept-encoding': 'identity' } });
  const list = await check.json();
  if (list.length !== ARTWORKS) throw new Error(`expected ${ARTWORKS} artworks, got ${list.length}`);
  const bytes = Number(check.headers.get('content-length') ?? 0) || JSON.stringify(list).length;

  log(
    `bench/http: GET /api/artworks, ${ARTWORKS} artworks (${Math.round(bytes / 1024)} KiB of JSON), ${connections} connections, ${seconds} s each, after a 3 s warm-up`,
  );
  log('CPU: share of one core per process while each run lasted (the machine has 2 cores in all).');
  const measure = async (name, url, headers) => {
    await run(url, headers, 3);
    const { result, shares } = await stack.withCpuShares(() => run(url, headers, seconds));
    log(row(name, result));
    log(`${''.padEnd(24)}CPU ${JSON.stringify(shares)}`);
    return result;
  };
  const row = (name, result) =>
    `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors}   non-2xx ${result.non2xx}`;
  const keeps = (through, straight) => `${((through.requests.average / straight.requests.average) * 100).toFixed(0)}%`;

  const gzipBytes = Number((await fetch(gatewayUrl, { headers: browser })).headers.get('content-length') ?? 0);
  log(`as a browser asks (Accept-Encoding: gzip; ${Math.round(gzipBytes / 1024)} KiB on the wire):`);
  const catalog = await measure('direct (catalog)', directUrl, { ...direct, ...browser });
  const gateway = await measure('through the gateway', gatewayUrl, browser);
  log(
    `gateway keeps ${keeps(gateway, catalog)} of the direct throughput (target >= 70%); gateway p99 ${gateway.latency.p99} ms (target < 25 ms)`,
  );

  // Reference: a client that does not accept gzip gets the whole JSON.
  log(`reference, no Accept-Encoding (${Math.round(bytes / 1024)} KiB on the wire):`);
  const plainCatalog = await measure('direct (catalog)', directUrl, direct);
  const plainGateway = await measure('through the gateway', gatewayUrl, {});
  log(`gateway keeps ${keeps(plainGateway, plainCatalog)} of the direct throughput uncompressed`);

  // Reference: a small answer (the four gallery counts), where the proxy's own cost shows.
  log('reference, GET /api/galleries (small answer):');
  const smallCatalog = await measure('direct (catalog)', `${stack.catalogUrl}/api/galleries`, direct);
  const smallGateway = await measure('through the gateway', `${stack.gatewayUrl}/api/galleries`, {});
  log(`gateway keeps ${keeps(smallGateway, smallCatalog)} of the direct throughput on a small answer`);
  log(`memory (RSS MB): ${JSON.stringify(stack.memory())}`);
} finally {
  await stack.stop();
}
