#!/usr/bin/env node
// The multi-replica topology of `--replicas` (2 gateways, 2 catalogs, 2 orders,
// 2 payments; OCR workers added one at a time) on one PostgreSQL, Redis and S3, measured:
//   1. OCR throughput with 1, 2 and 3 worker processes (OCR_CONCURRENCY=1 each): a batch of images
//      uploaded through both gateways, timed from the first upload to the last one read; images/s
//      and the workers' CPU seconds per image.
//   2. GET /api/artworks?limit=48 (1,000 approved artworks) with wrk through 1 gateway, then through
//      2 (one wrk per gateway, half the connections each); the gateways balance over both catalogs.
//      req/s, p99, CPU ms per request of every process, and wrk's share of the machine.
// Every run is printed, then the range. The machine is shared: read ranges, not single figures.
//
//   pnpm turbo run build && node bench/replicas/bench-replicas.mjs [--runs 3] [--images 12] [--seconds 10] [--connections 40]
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { machineCpuSeconds, root, sleep, startShopStack, textImage, uploadThrough } from '../lib/shop-stack.mjs';
import { ensureWrk, wrk } from '../lib/wrk.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    images: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '40' },
  },
});
const runs = Number(args.runs);
const imageCount = Number(args.images);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const WORDS = ['Quiet Harbor', 'Golden Meadow', 'Silver River', 'Bright Lantern', 'Winter Forest', 'Morning Tide'];
// The OCR fixtures (512 to 1920 px), as bench/ocr/run.mjs reads them; small rendered words without them.
const fixturesDir = process.env.OCR_FIXTURES_DIR ?? join(root, '..', 'shared', 'fixtures', 'ocr');
const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };
const log = (line) => process.stdout.write(`${line}\n`);
const range = (values, digits = 1) => {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  const low = Math.min(...finite).toFixed(digits);
  const high = Math.max(...finite).toFixed(digits);
  return low === high ? low : `${low}-${high}`;
};
const delta = (after, before, name) => (after[name] ?? 0) - (before[name] ?? 0);

ensureWrk(log);
const stack = await startShopStack({
  label: 'replicas',
  replicas: { gateway: 2, catalog: 2, orders: 2, payments: 2 },
  workers: 1,
  env: { OCR_CONCURRENCY: '1' },
});
try {
  const cookie = await stack.adminCookie();
  const hasFixtures = existsSync(join(fixturesDir, 'manifest.json'));
  const images = hasFixtures
    ? JSON.parse(readFileSync(join(fixturesDir, 'manifest.json'), 'utf8')).images.map((image) => ({
        bytes: readFileSync(join(fixturesDir, image.file)),
        type: MIME[extname(image.file).toLowerCase()] ?? 'image/png',
        name: image.file,
      }))
    : await Promise.all(
        WORDS.map(async (word, n) => ({ bytes: await textImage(word), type: 'image/png', name: `word-${n}.png` })),
      );

  let uploaded = 0;

  /** Uploads `count` images through the gateways in turn, four at a time; answers their ids. */
  async function uploadBatch(count) {
    const ids = [];
    for (let start = 0; start < count; start += 4) {
      const batch = Array.from({ length: Math.min(4, count - start) }, () => uploaded++);
      const bodies = await Promise.all(
        batch.map((n) =>
          uploadThrough(stack.gatewayUrls[n % stack.gatewayUrls.length], cookie, images[n % images.length], {
            title: `bench-${n}`,
            category: 'Core Collection',
          }),
        ),
      );
      ids.push(...bodies.map((body) => body.id));
    }
    return ids;
  }

  async function waitRead(ids) {
    for (;;) {
      const { rows } = await stack.db.query(
        `select count(*)::int as n from catalog.artworks where id = any($1::uuid[]) and ocr_status in ('processed', 'failed')`,
        [ids],
      );
      if (rows[0].n === ids.length) return;
      await sleep(50);
    }
  }

  log(`bench/replicas: 2 gateways, 2 catalogs, 2 orders, 2 payments on one PostgreSQL, Redis and S3`);
  log(
    `1. OCR: ${imageCount} ${hasFixtures ? 'OCR fixtures' : 'rendered words (no fixtures found)'} per run, ${runs} runs per worker count (OCR_CONCURRENCY=1 per worker)`,
  );
  const ocr = [];
  for (let workers = 1; workers <= 3; workers++) {
    while (stack.workers.length < workers) await stack.addWorker();
    // Each new worker's first recognitions are slow (wasm warming up): one unmeasured batch.
    await waitRead(await uploadBatch(workers * 2));
    for (let run = 1; run <= runs; run++) {
      const before = stack.cpuSeconds();
      const started = performance.now();
      await waitRead(await uploadBatch(imageCount));
      const elapsed = (performance.now() - started) / 1000;
      const after = stack.cpuSeconds();
      const workerCpu = Object.keys(after)
        .filter((name) => name.startsWith('ocr-worker'))
        .reduce((sum, name) => sum + delta(after, before, name), 0);
      const result = { workers, perSecond: imageCount / elapsed, cpuPerImage: workerCpu / imageCount };
      ocr.push(result);
      log(
        `   ${workers} worker(s) run ${run}: ${result.perSecond.toFixed(2)} images/s, workers' CPU ${result.cpuPerImage.toFixed(2)} s per image`,
      );
    }
  }

  // 1,000 approved artworks straight into the catalog's table, as bench/http/bench-listing.mjs does.
  await stack.db.query(
    `insert into catalog.artworks (filename, storage_key, original_name, title, category, price_cents, is_for_sale,
        status, ocr_status, ocr_text, width, height, file_size, mime_type, created_at)
     select gen_random_uuid()::text || '.png', 'originals/listing-' || n || '.png', 'art-' || n || '.png',
            'Listing ' || n, 'Core Collection', 999, true, 'approved', 'processed', '', 1600, 900, 250000,
            'image/png', now() - n * interval '1 minute'
       from generate_series(1, 1000) as n`,
  );
  await stack.db.query('analyze catalog.artworks');

  const path = '/api/artworks?limit=48';
  log(`2. GET ${path}: wrk -c${connections} in total, ${seconds} s per run after a 3 s warm-up`);
  const listing = [];
  for (const gatewayCount of [1, 2]) {
    const targets = stack.gatewayUrls.slice(0, gatewayCount).map((url) => `${url}${path}`);
    const each = Math.max(1, Math.round(connections / gatewayCount));
    await Promise.all(targets.map((url) => wrk(url, { seconds: 3, connections: each })));
    for (let run = 1; run <= runs; run++) {
      const before = stack.cpuSeconds();
      const machineBefore = machineCpuSeconds() ?? 0;
      const started = performance.now();
      const results = await Promise.all(targets.map((url) => wrk(url, { seconds, connections: each })));
      const elapsed = (performance.now() - started) / 1000;
      const after = stack.cpuSeconds();
      const machineBusy = (machineCpuSeconds() ?? 0) - machineBefore;
      const requests = results.reduce((sum, result) => sum + result.requests, 0);
      const wrkCpu = results.reduce((sum, result) => sum + result.wrkCpuSeconds, 0);
      const msPerRequest = (names) =>
        (names.reduce((sum, name) => sum + delta(after, before, name), 0) / requests) * 1000;
      const gateways = Object.keys(after).filter((name) => name.startsWith('gateway'));
      const catalogs = Object.keys(after).filter((name) => name.startsWith('catalog'));
      const shopProcesses = Object.keys(after).filter((name) => !name.startsWith('bench'));
      const result = {
        gatewayCount,
        rps: results.reduce((sum, r) => sum + r.rps, 0),
        p99: Math.max(...results.map((r) => r.p99)),
        gatewayMs: msPerRequest(gateways),
        catalogMs: msPerRequest(catalogs),
        shopMs: msPerRequest(shopProcesses),
        wrkShare: (wrkCpu / (elapsed * 2)) * 100,
        wrkOfBusy: (wrkCpu / machineBusy) * 100,
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
        split: gateways
          .map((name) => `${name} ${((delta(after, before, name) * 1000) / requests).toFixed(2)}`)
          .join(', '),
        catalogSplit: catalogs
          .map((name) => `${name} ${((delta(after, before, name) * 1000) / requests).toFixed(2)}`)
          .join(', '),
      };
      listing.push(result);
      log(
        `   ${gatewayCount} gateway(s) run ${run}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms, non-2xx ${result.non2xx}; CPU ms/request: gateways ${result.gatewayMs.toFixed(2)} (${result.split}), catalogs ${result.catalogMs.toFixed(2)} (${result.catalogSplit}), whole shop ${result.shopMs.toFixed(2)}; wrk ${result.wrkShare.toFixed(0)}% of the machine (${result.wrkOfBusy.toFixed(0)}% of its busy CPU)`,
      );
    }
  }

  log('Ranges over the runs:');
  for (let workers = 1; workers <= 3; workers++) {
    const rows = ocr.filter((row) => row.workers === workers);
    log(
      `   OCR, ${workers} worker(s): ${range(
        rows.map((r) => r.perSecond),
        2,
      )} images/s, ${range(
        rows.map((r) => r.cpuPerImage),
        2,
      )} CPU s per image`,
    );
  }
  for (const gatewayCount of [1, 2]) {
    const rows = listing.filter((row) => row.gatewayCount === gatewayCount);
    log(
      `   GET ${path} through ${gatewayCount} gateway(s): ${range(
        rows.map((r) => r.rps),
        0,
      )} req/s, p99 ${range(rows.map((r) => r.p99))} ms, CPU ms/request gateways ${range(
        rows.map((r) => r.gatewayMs),
        2,
      )}, catalogs ${range(
        rows.map((r) => r.catalogMs),
        2,
      )}, whole shop ${range(
        rows.map((r) => r.shopMs),
        2,
      )}; wrk ${range(
        rows.map((r) => r.wrkShare),
        0,
      )}% of the machine`,
    );
  }
} finally {
  await stack.stop();
}
