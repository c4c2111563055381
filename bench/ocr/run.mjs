#!/usr/bin/env node
// OCR pipeline bench: images/s from upload to processed with 1 and 2 worker processes, the median
// upload → processed time, and the native `tesseract` command on the same images when installed.
//
//   pnpm turbo run build --filter=@shop/catalog --filter=@shop/ocr-worker
//   node bench/ocr/run.mjs [--rounds 2]
//
// Uses the local PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres,
// a throw-away database), Redis (REDIS_URL or 127.0.0.1:6379, its own queue prefix) and an
// s3rver in a temporary folder. Numbers are noisy on a shared machine: compare runs, not digits.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuSecondsOf } from '../lib/shop-stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixturesDir = process.env.OCR_FIXTURES_DIR ?? resolve(root, '..', 'shared', 'fixtures', 'ocr');
const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '2' }, workers: { type: 'string', default: '1,2' } },
});
const rounds = Number(args.rounds);
const workerCounts = String(args.workers).split(',').map(Number);

const rootRequire = createRequire(join(root, 'package.json'));
const pg = rootRequire('pg');
const S3rver = rootRequire('s3rver');
const catalogDir = join(root, 'services', 'catalog');
const importCatalog = (file) => import(pathToFileURL(join(catalogDir, 'dist', file)).href);
const pino = createRequire(join(root, 'packages', 'platform', 'package.json'))('pino');

const manifest = JSON.parse(readFileSync(join(fixturesDir, 'manifest.json'), 'utf8'));
const images = manifest.images.map((image) => ({ ...image, bytes: readFileSync(join(fixturesDir, image.file)) }));
const TOKEN = 'bench-internal-token-0123456789';
const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
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
  const s3Dir = mkdtempSync(join(tmpdir(), 'ocr-bench-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const { port } = await s3.run();
  return {
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      INTERNAL_TOKEN: TOKEN,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'ocr-bench',
    },
    async close() {
      await s3.close();
      rmSync(s3Dir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${dbName}" with (force)`);
      await client.end();
    },
  };
}

const canPin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** One worker process; `pinned` keeps it (tesseract, sharp and all) on CPU 0, as "on one core" means. */
async function startWorker(env, pinned = false) {
  const port = await freePort();
  const entry = join(root, 'services', 'ocr-worker', 'dist', 'main.js');
  const [command, ...commandArgs] = pinned
    ? ['taskset', '-c', '0', process.execPath, entry]
    : [process.execPath, entry];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env, PORT: String(port), OCR_CONCURRENCY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('OCR worker did not become ready');
}

function multipart(fields, filename, content) {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="${filename}"\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function runPipeline(stores, workerCount, pinned = false) {
  const { catalogEnvSchema } = await importCatalog('config.js');
  const { createDeps } = await importCatalog('deps.js');
  const { buildApp, prepare } = await importCatalog('app.js');
  const env = { ...stores.env, QUEUE_PREFIX: `bench-${randomBytes(4).toString('hex')}` };
  const deps = createDeps(catalogEnvSchema.parse(env), pino({ level: 'warn' }));
  await prepare(deps);
  const app = await buildApp(deps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { 'x-internal-token': TOKEN, 'x-shop-role': 'admin' };
  const workers = [];
  for (let i = 0; i < workerCount; i++) workers.push(await startWorker(env, pinned));

  const uploadedAt = new Map();
  const doneAt = new Map();
  const workerCpuBefore = workers.map((worker) => cpuSecondsOf(worker.pid) ?? 0);
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const image of images) {
      const { body, type } = multipart({ title: image.file, category: 'Core Collection' }, image.file, image.bytes);
      const response = await fetch(`${url}/api/artworks/upload`, {
        method: 'POST',
        headers: { ...headers, 'content-type': type },
        body,
      });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      uploadedAt.set((await response.json()).id, performance.now());
    }
  }
  while (doneAt.size < uploadedAt.size) {
    const list = await (await fetch(`${url}/api/artworks`, { headers })).json();
    for (const artwork of list) {
      if (
        uploadedAt.has(artwork.id) &&
        !doneAt.has(artwork.id) &&
        (artwork.ocrStatus === 'processed' || artwork.ocrStatus === 'failed')
      )
        doneAt.set(artwork.id, performance.now());
    }
    // Polling is the bench's own load on the catalog: often enough for the median, no more.
    await sleep(100);
  }
  const totalMs = performance.now() - started;
  const workerCpu = workers.reduce((sum, worker, i) => sum + (cpuSecondsOf(worker.pid) ?? 0) - workerCpuBefore[i], 0);
  const benchCpuUsed = process.cpuUsage(benchCpuBefore);
  const latencies = [...doneAt].map(([id, at]) => at - (uploadedAt.get(id) ?? at));
  const list = await (await fetch(`${url}/api/artworks`, { headers })).json();
  const failed = list.filter((artwork) => uploadedAt.has(artwork.id) && artwork.ocrStatus === 'failed').length;

  for (const worker of workers) {
    worker.kill('SIGTERM');
    await new Promise((r) => (worker.exitCode !== null ? r() : worker.once('exit', r)));
  }
  await deps.ocrQueue.obliterate({ force: true });
  await app.close();
  await deps.close();
  return {
    count: uploadedAt.size,
    totalMs,
    imagesPerSecond: (uploadedAt.size / totalMs) * 1000,
    medianMs: median(latencies),
    failed,
    // CPU per image: the worker processes, and this process (catalog, s3rver and the bench itself).
    workerCpuMs: (workerCpu * 1000) / uploadedAt.size,
    catalogCpuMs: (benchCpuUsed.user + benchCpuUsed.system) / 1000 / uploadedAt.size,
  };
}

function nativeTesseract() {
  if (spawnSync('tesseract', ['--version']).status !== 0) return undefined;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const image of images)
      execFileSync('tesseract', [join(fixturesDir, image.file), '-', '-l', 'eng'], {
        stdio: ['ignore', 'ignore', 'ignore'],
        // One core, like one pipeline worker (tesseract would otherwise use OpenMP threads).
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      });
  }
  const totalMs = performance.now() - started;
  const count = images.length * rounds;
  return { count, totalMs, perImageMs: totalMs / count };
}

const stores = await startStores();
try {
  log(
    `OCR bench: ${images.length} fixtures × ${rounds} rounds, ${workerCounts.join(' and ')} worker process(es) (OCR_CONCURRENCY=1 each)`,
  );
  const report = (label, result) =>
    log(
      `pipeline, ${label}: ${result.count} images in ${(result.totalMs / 1000).toFixed(1)} s = ${result.imagesPerSecond.toFixed(2)} images/s; ` +
        `median upload→processed ${Math.round(result.medianMs)} ms; per image ${Math.round(result.totalMs / result.count)} ms; failed ${result.failed}; ` +
        `CPU per image: workers ${Math.round(result.workerCpuMs)} ms, catalog + s3rver + bench ${Math.round(result.catalogCpuMs)} ms`,
    );
  const results = new Map();
  for (const count of workerCounts) {
    const result = await runPipeline(stores, count);
    results.set(count, result);
    report(`${count} worker(s)`, result);
  }
  // "On one core": the worker pinned to CPU 0, so recognition and renditions cannot overlap.
  const pinned = canPin ? await runPipeline(stores, 1, true) : undefined;
  if (pinned) report('1 worker pinned to one core (taskset -c 0)', pinned);
  const one = results.get(1);
  const two = results.get(2);
  if (one && two)
    log(`scaling: 2 workers give ${(two.imagesPerSecond / one.imagesPerSecond).toFixed(2)}x the throughput of 1`);
  if (pinned && two)
    log(
      `scaling: 2 workers on 2 cores give ${(two.imagesPerSecond / pinned.imagesPerSecond).toFixed(2)}x the throughput of 1 worker on one core`,
    );
  const native = nativeTesseract();
  if (!native) log('native tesseract: not installed (apt-get install tesseract-ocr) — no ratio');
  else {
    log(
      `native tesseract CLI (one process per image, psm 3, one pass, one thread): ${native.count} images in ${(native.totalMs / 1000).toFixed(1)} s = ${Math.round(native.perImageMs)} ms per image`,
    );
    const perImage = (result) => result.totalMs / result.count / native.perImageMs;
    if (one) log(`ratio: pipeline per image on 1 worker / native tesseract per image = ${perImage(one).toFixed(2)}x`);
    if (pinned)
      log(`ratio: pipeline per image on 1 worker on one core / native tesseract = ${perImage(pinned).toFixed(2)}x`);
  }
} finally {
  await stores.close();
}
