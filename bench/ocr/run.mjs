#!/usr/bin/env node
// OCR pipeline bench: images/s from upload to processed with 1 and 2 worker processes, the median
// upload → processed time, the CPU each process spends per image, image-level precision and
// recall of "flagged" and the share of misspelled words named (all development fixtures, old and
// new), and the native `tesseract` command on the same images when installed.
//
//   pnpm turbo run build --filter=@shop/catalog --filter=@shop/ocr-worker
//   node bench/ocr/run.mjs [--rounds 3] [--workers 1,2]
//
// Every part runs as its own process, as deployed: the catalog (dist/main.js), s3rver standing in
// for MinIO, and the workers; so each one's CPU is read apart from this process's uploads and
// polling. Uses the local PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres,
// a throw-away database) and Redis (REDIS_URL or 127.0.0.1:6379, its own queue prefix).
// SERVICE_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is passed to the service processes.
// Numbers are noisy on a shared machine: compare runs, not digits.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { nativeTesseract as nativeTesseractOn } from './accuracy.mjs';
import { workerNodeFlags } from './worker-runtime.mjs';
import { startProcess as startManagedProcess } from '@shop/launcher';
import { cpuSecondsOf, freePort, machineCpuSeconds, pg, root, sleep, waitReady } from '../lib/shop-stack.mjs';

// Every development fixture: the shared set, and the harder set and the scene-text
// set kept in the repository.
const fixtureDirs = [
  process.env.OCR_FIXTURES_DIR ?? join(root, '..', 'shared', 'fixtures', 'ocr'),
  join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-hard'),
  join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-scene'),
];
const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '2' }, workers: { type: 'string', default: '1,2' } },
});
const rounds = Number(args.rounds);
const workerCounts = String(args.workers).split(',').map(Number);

const rootRequire = createRequire(join(root, 'package.json'));
const s3rverBin = join(dirname(rootRequire.resolve('s3rver/package.json')), 'bin', 's3rver.js');
const catalogRequire = createRequire(join(root, 'services', 'catalog', 'package.json'));
const Redis = catalogRequire('ioredis');
const { Queue } = catalogRequire('bullmq');

const images = fixtureDirs.flatMap((dir) =>
  JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).images.map((image) => ({
    ...image,
    path: join(dir, image.file),
    bytes: readFileSync(join(dir, image.file)),
  })),
);
const TOKEN = 'bench-internal-token-0123456789';
const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const canPin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** A child process, ready once `readyUrl` answers 2xx; `cpuSeconds()` reads its CPU so far. */
async function startProcess(name, argv, { env = {}, readyUrl, pinToCore } = {}) {
  const [command, ...commandArgs] = pinToCore === undefined ? argv : ['taskset', '-c', String(pinToCore), ...argv];
  const child = startManagedProcess({ name, command, args: commandArgs, env: { ...process.env, ...env } });
  await waitReady(name, readyUrl, child, 120_000);
  return {
    name,
    cpuSeconds: () => cpuSecondsOf(child.pid) ?? 0,
    stop: () => child.stop('SIGTERM'),
  };
}

async function startStores() {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `ocr_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const s3Dir = mkdtempSync(join(tmpdir(), 'ocr-bench-s3-'));
  const s3Port = await freePort();
  const storage = await startProcess(
    'storage (s3rver)',
    [process.execPath, s3rverBin, '-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--silent'],
    { readyUrl: `http://127.0.0.1:${s3Port}/` },
  );
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  return {
    db,
    storage,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      INTERNAL_TOKEN: TOKEN,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'ocr-bench',
    },
    async dropQueues(prefix) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
    async close() {
      await db.end();
      await storage.stop();
      rmSync(s3Dir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${dbName}" with (force)`);
      await client.end();
    },
  };
}

/**
 * Uploads every fixture `rounds` times through the catalog and waits until all are processed.
 * With `queuedFirst` the `ocr` queue is paused while the images are uploaded and the workers
 * start, then resumed: the time is then the worker pool's alone, uploads excluded.
 */
async function runPipeline(stores, workerCount, { pinned = false, queuedFirst = false } = {}) {
  const queuePrefix = `bench-${randomBytes(4).toString('hex')}`;
  const env = { ...stores.env, QUEUE_PREFIX: queuePrefix };
  const catalogPort = await freePort();
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  const catalog = await startProcess(
    'catalog',
    [process.execPath, ...nodeArgs, join(root, 'services', 'catalog', 'dist', 'main.js')],
    { env: { ...env, PORT: String(catalogPort) }, readyUrl: `${catalogUrl}/readyz` },
  );
  const queueRedis = new Redis(stores.env.REDIS_URL);
  const ocrQueue = new Queue('ocr', { connection: queueRedis, prefix: queuePrefix });
  if (queuedFirst) await ocrQueue.pause();
  const headers = { 'x-internal-token': TOKEN, 'x-shop-role': 'admin' };
  const ids = [];
  /** The fixture behind each uploaded id, for the accuracy figures. */
  const uploaded = new Map();
  const uploadAll = async () => {
    for (let round = 0; round < rounds; round++) {
      for (const image of images) {
        const body = new FormData();
        body.append('title', image.file);
        body.append('category', 'Core Collection');
        body.append('artwork', new Blob([image.bytes]), image.file);
        const response = await fetch(`${catalogUrl}/api/artworks/upload`, { method: 'POST', headers, body });
        if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
        const { id } = await response.json();
        ids.push(id);
        uploaded.set(id, image);
      }
    }
  };
  if (queuedFirst) await uploadAll();
  const workers = [];
  for (let i = 0; i < workerCount; i++) {
    const port = await freePort();
    workers.push(
      await startProcess(
        'worker',
        [process.execPath, ...nodeArgs, ...workerNodeFlags(), join(root, 'services', 'ocr-worker', 'dist', 'main.js')],
        {
          env: { ...env, PORT: String(port), OCR_CONCURRENCY: '1' },
          readyUrl: `http://127.0.0.1:${port}/readyz`,
          // "On one core": the worker, tesseract and sharp threads and all, kept on CPU 0.
          pinToCore: pinned ? 0 : undefined,
        },
      ),
    );
  }
  const cpu = () => ({
    workers: workers.reduce((sum, worker) => sum + worker.cpuSeconds(), 0),
    catalog: catalog.cpuSeconds(),
    storage: stores.storage.cpuSeconds(),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    // Everything else busy on the machine: PostgreSQL, Redis, the kernel, other tenants' steal.
    machine: machineCpuSeconds() ?? 0,
  });
  const cpuBefore = cpu();
  const started = performance.now();
  if (queuedFirst) await ocrQueue.resume();
  else await uploadAll();
  // The database keeps when each artwork was uploaded and last changed (its result applied), so
  // polling only has to notice the end, and costs the pipeline next to nothing.
  let outcome;
  for (;;) {
    const { rows } = await stores.db.query(
      `select count(*) filter (where ocr_status in ('processed', 'failed'))::int as done,
              count(*) filter (where ocr_status = 'failed')::int as failed,
              coalesce(array_agg(extract(epoch from updated_at - uploaded_at) * 1000), '{}') as latencies
         from catalog.artworks where id = any($1::uuid[])`,
      [ids],
    );
    if (rows[0].done === ids.length) {
      outcome = rows[0];
      break;
    }
    await sleep(100);
  }
  const totalMs = performance.now() - started;
  const cpuAfter = cpu();
  for (const process of [...workers, catalog]) await process.stop();
  await ocrQueue.close();
  await queueRedis.quit();
  await stores.dropQueues(queuePrefix);

  const { rows: results } = await stores.db.query(
    `select id, cardinality(ocr_errors) > 0 as flagged, ocr_findings as findings
       from catalog.artworks where id = any($1::uuid[])`,
    [ids],
  );
  const accuracy = accuracyOf(results.map((row) => ({ ...row, image: uploaded.get(row.id) })));

  const perImageMs = (name) => ((cpuAfter[name] - cpuBefore[name]) * 1000) / ids.length;
  const cpuMs = Object.fromEntries(['workers', 'catalog', 'storage', 'bench'].map((name) => [name, perImageMs(name)]));
  const known = Object.values(cpuMs).reduce((sum, ms) => sum + ms, 0);
  return {
    count: ids.length,
    totalMs,
    imagesPerSecond: (ids.length / totalMs) * 1000,
    queuedFirst,
    medianMs: median(outcome.latencies.map(Number)),
    failed: outcome.failed,
    accuracy,
    cpuMs: { ...cpuMs, 'the rest (PostgreSQL, Redis, kernel)': Math.max(0, perImageMs('machine') - known) },
    /** Share of the machine's cores busy while the images went through. */
    busyShare: (cpuAfter.machine - cpuBefore.machine) / (totalMs / 1000) / availableParallelism(),
  };
}

const normalize = (word) => word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');

/**
 * Image-level precision and recall of "flagged" (the artwork has ocrErrors) against the
 * manifests, and the share of misspelled words the findings name, over every processed upload.
 */
function accuracyOf(results) {
  const misspelled = results.filter((result) => result.image.category === 'misspelled');
  const truePositives = misspelled.filter((result) => result.flagged).length;
  const flagged = results.filter((result) => result.flagged).length;
  let named = 0;
  let words = 0;
  for (const result of misspelled) {
    const found = new Set(result.findings.map((finding) => normalize(finding.word)));
    words += result.image.misspelledWords.length;
    named += result.image.misspelledWords.filter((word) => found.has(normalize(word))).length;
  }
  const falseFlags = [
    ...new Set(results.filter((r) => r.flagged && r.image.category !== 'misspelled').map((r) => r.image.file)),
  ];
  const missed = [...new Set(misspelled.filter((result) => !result.flagged).map((result) => result.image.file))];
  return {
    recall: truePositives / misspelled.length,
    precision: flagged === 0 ? 1 : truePositives / flagged,
    wordsNamed: words === 0 ? 1 : named / words,
    falseFlags,
    missed,
  };
}

function nativeTesseract() {
  const paths = Array.from({ length: rounds }, () => images.map((image) => image.path)).flat();
  const result = nativeTesseractOn(paths);
  return (
    result && { count: paths.length, totalMs: result.ms * paths.length, perImageMs: result.ms, cpuMs: result.cpuMs }
  );
}

const stores = await startStores();
try {
  log(
    `OCR bench: ${images.length} fixtures × ${rounds} rounds, ${workerCounts.join(' and ')} worker process(es) (OCR_CONCURRENCY=1 each)`,
  );
  const report = (label, result) =>
    log(
      `pipeline, ${label}: ${result.count} images in ${(result.totalMs / 1000).toFixed(1)} s = ${result.imagesPerSecond.toFixed(2)} images/s; ` +
        `${result.queuedFirst ? '' : `median upload→processed ${Math.round(result.medianMs)} ms; `}per image ${Math.round(result.totalMs / result.count)} ms; failed ${result.failed}; ` +
        `CPU per image: ${Object.entries(result.cpuMs)
          .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
          .join(', ')}; cores busy ${Math.round(result.busyShare * 100)}%`,
    );
  const results = new Map();
  for (const count of workerCounts) {
    const result = await runPipeline(stores, count);
    results.set(count, result);
    report(`${count} worker(s)`, result);
  }
  const first = results.get(workerCounts[0]);
  if (first) {
    const { accuracy } = first;
    const pct = (share) => `${Math.round(share * 100)}%`;
    const misspelledCount = images.filter((image) => image.category === 'misspelled').length;
    log(
      `accuracy through the pipeline, all ${images.length} fixtures (${misspelledCount} misspelled): ` +
        `recall ${pct(accuracy.recall)}, precision ${pct(accuracy.precision)} of "flagged", misspelled words named ${pct(accuracy.wordsNamed)}; ` +
        `correct or empty images flagged: ${accuracy.falseFlags.join(', ') || 'none'}; misspelled images missed: ${accuracy.missed.join(', ') || 'none'}`,
    );
  }
  // "On one core": the worker pinned to CPU 0, so recognition and renditions cannot overlap.
  const pinned = canPin ? await runPipeline(stores, 1, { pinned: true }) : undefined;
  if (pinned) report('1 worker pinned to one core (taskset -c 0)', pinned);
  const one = results.get(1);
  const two = results.get(2);
  if (one && two)
    log(`scaling: 2 workers give ${(two.imagesPerSecond / one.imagesPerSecond).toFixed(2)}x the throughput of 1`);
  if (pinned && two)
    log(
      `scaling: 2 workers on 2 cores give ${(two.imagesPerSecond / pinned.imagesPerSecond).toFixed(2)}x the throughput of 1 worker on one core`,
    );

  // The worker pool alone: every image queued before the workers take any, so the catalog's
  // uploads do not share the cores with them (its result handling and the storage still do).
  if (two && canPin) {
    const poolPinned = await runPipeline(stores, 1, { pinned: true, queuedFirst: true });
    report('worker pool alone (queued first), 1 worker pinned to one core', poolPinned);
    const poolTwo = await runPipeline(stores, 2, { queuedFirst: true });
    report('worker pool alone (queued first), 2 workers', poolTwo);
    log(
      `scaling, worker pool alone: 2 workers on 2 cores give ${(poolTwo.imagesPerSecond / poolPinned.imagesPerSecond).toFixed(2)}x the throughput of 1 worker on one core`,
    );
  }
  const native = nativeTesseract();
  if (!native)
    log('native tesseract: not installed (apt-get install -y tesseract-ocr, for the bench only) — no time ratio');
  else {
    log(
      `native tesseract CLI (one process per image, psm 3, one pass, one thread): ${native.count} images in ${(native.totalMs / 1000).toFixed(1)} s = ${Math.round(native.perImageMs)} ms per image`,
    );
    const perImage = (result) => result.totalMs / result.count / native.perImageMs;
    if (one) log(`ratio: pipeline per image on 1 worker / native tesseract per image = ${perImage(one).toFixed(2)}x`);
    // CPU is steadier than wall time when other tenants share the cores.
    if (one && native.cpuMs !== undefined)
      log(
        `ratio, CPU: worker CPU per image on 1 worker ${Math.round(one.cpuMs.workers)} ms / native tesseract CPU per image ${Math.round(native.cpuMs)} ms = ${(one.cpuMs.workers / native.cpuMs).toFixed(2)}x`,
      );
    if (pinned)
      log(`ratio: pipeline per image on 1 worker on one core / native tesseract = ${perImage(pinned).toFixed(2)}x`);
  }
} finally {
  await stores.close();
}
