#!/usr/bin/env node
// A checkout rush. N buyers, each from a loopback address of its own (127.0.1.1,
// 127.0.1.2…: the gateway keeps one rate-limit bucket per address, as it would per shopper), run
// whole checkouts back to back through the gateway as apps/web does (quote → POST /paypal/order →
// capture → POST /api/orders → GET /api/orders/:id → one download), while paced browsing (home
// page, lists, artwork pages, previews) comes from 16 other addresses. The shop runs in production
// log mode: the run command started here (NODE_ENV=production LOG_FORMAT=json, payments simulator,
// its own database, queue prefix, ports; see rush-stack.mjs), or one already running (`--url`).
//
// Prints complete checkouts per second, p50/p99 of each step and of the whole checkout, and the CPU
// per complete checkout of every process of the stack (utime + stime from /proc before and after
// the measured window, grouped by name: services, the run command that prints their logs,
// s3rver, the mail catcher, PostgreSQL's backends and server processes, Redis). Then checks the
// stores: every paid PayPal order recorded exactly once with its sums right (orders and payments
// schemas), every receipt in the mail catcher exactly once, every download byte-identical to the
// uploaded original; exits 1 when any check fails.
//
//   pnpm turbo run build && node bench/load/rush.mjs [--buyers 20] [--seconds 30] [--warmup 5]
//     [--browse-rate 20 (GETs/s in all; 0: none)] [--artworks 8] [--promo LAUNCH30 ('' for none)]
//     [--write-limit 300 (writes/min each buyer stays under: the gateway's RATE_LIMIT_WRITE_MAX)]
//     [--think 0 (ms between a buyer's checkouts)] [--mail-wait 60 (s for the receipts)]
//     [--cpu-prof <dir> (V8 profiles of every service; the top costs per checkout are printed)]
//     [--node-args=<flags> (more node flags for every service; two runs started together with
//      --start-signal, one with a V8 flag and one without, measure it paired)]
//     [--list-rate 2000 (the public list, GET /api/artworks?limit=48, offered at this rate by wrk
//      paced as bench/http/bench-listing.mjs --rate does, 50 connections, during the measured
//      window; its req/s and p99 are printed, and the gateway's and catalog's CPU then include it)]
//     [--start-signal <file> (paired runs of two trees: once set up, write <file>.<pid> and wait
//      for <file> to exist before the rush, so two benches started together rush at the same time;
//      see docs/scaling.md)]
//     [--keep (keep the run command's log and the mail catcher's output in /tmp/shop-rush-<id>)]
//     [--url http://127.0.0.1:8080 (a running shop; uploads --artworks works as the curator)
//      --admin-password … (default: .data/secrets.json) --mail-url http://127.0.0.1:1080]
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { signInAsAdmin } from '../lib/admin-session.mjs';
import { machineCpuSeconds, percentile, sleep, uploadThrough } from '../lib/shop-stack.mjs';
import { ensureWrk, wrk } from '../lib/wrk.mjs';
import { checkIntegrity } from './rush-checks.mjs';
import { cpuBetween, cpuSnapshot } from './rush-processes.mjs';
import { profileLines, summarizeProfiles } from './rush-profile.mjs';
import { discoverStack, keptAdminPassword, startRunCommand } from './rush-stack.mjs';
import { browserAt, createRecorder, loopbackAddress, runBrowsing, runBuyer, sha256 } from './rush-traffic.mjs';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'browse-rate': { type: 'string', default: '20' },
    artworks: { type: 'string', default: '8' },
    promo: { type: 'string', default: 'LAUNCH30' },
    'write-limit': { type: 'string', default: '300' },
    think: { type: 'string', default: '0' },
    'mail-wait': { type: 'string', default: '60' },
    'cpu-prof': { type: 'string' },
    'node-args': { type: 'string', default: '' },
    'list-rate': { type: 'string', default: '0' },
    'start-signal': { type: 'string' },
    url: { type: 'string' },
    'admin-password': { type: 'string' },
    'mail-url': { type: 'string', default: 'http://127.0.0.1:1080' },
    keep: { type: 'boolean', default: false },
  },
});
const buyers = Number(args.buyers);
const seconds = Number(args.seconds);
const browseRate = Number(args['browse-rate']);
const listRate = Number(args['list-rate']);
if (listRate > 0) ensureWrk((line) => process.stdout.write(`${line}\n`));
const log = (line) => process.stdout.write(`${line}\n`);
const profileDir = args['cpu-prof'] === undefined ? undefined : resolve(args['cpu-prof']);
if (profileDir && args.url) throw new Error('--cpu-prof needs a shop started here (not --url)');
if (profileDir) mkdirSync(profileDir, { recursive: true });

const started = args.url
  ? undefined
  : await startRunCommand({
      log,
      nodeArgs: [
        ...args['node-args'].split(' ').filter(Boolean),
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ],
      keepLogs: args.keep,
    });
const runId = started?.runId ?? Math.random().toString(16).slice(2, 10);
const baseUrl = started?.url ?? args.url.replace(/\/$/, '');
const mailUrl = started?.mailUrl ?? args['mail-url'];
let exitCode = 0;
let stack;
try {
  stack = await discoverStack(baseUrl, log);
  const adminPassword = started?.adminPassword ?? args['admin-password'] ?? keptAdminPassword();
  const artworks = await publishArtworks(Number(args.artworks), adminPassword);
  const promoCode = await promoCodeThatWorks(args.promo, artworks[0]);

  // What the stack burns idle (pollers, timers), for comparison with the rush.
  const idleBefore = await cpuSnapshot(stack.groups);
  await sleep(3000);
  const idle = cpuBetween(idleBefore, await cpuSnapshot(stack.groups));
  const signal = args['start-signal'];
  if (signal) {
    writeFileSync(`${signal}.${process.pid}`, '');
    log(`set up; waiting for ${signal} before the rush`);
    while (!existsSync(signal)) await sleep(200);
  }

  const recorders = { warmup: createRecorder(), measured: createRecorder(), tail: createRecorder() };
  let phase = 'warmup';
  const state = {
    recorder: () => recorders[phase],
    shouldStop: () => phase === 'tail',
    captured: [],
    downloads: [],
    signedSamples: new Map(),
    rateLimitWaitMs: 0,
    recordRetries: 0,
    browseSkipped: 0,
  };
  log(
    `bench/load/rush: ${buyers} buyers (${loopbackAddress(1, 0)}…${loopbackAddress(1, buyers - 1)}), ${args.warmup} s warm-up then ${seconds} s measured, browsing ${browseRate} GET/s from 16 other addresses, ${artworks.length} artworks, promo ${promoCode ?? 'none'} on every other checkout; shop ${baseUrl} (${started ? 'the run command started here, NODE_ENV=production LOG_FORMAT=json' : 'attached'}), payments simulator`,
  );
  const traffic = Promise.all([
    ...Array.from({ length: buyers }, (_, index) =>
      runBuyer({
        index,
        baseUrl,
        runId,
        artworks,
        promoCode,
        writesPerMinute: Number(args['write-limit']),
        thinkMs: Number(args.think),
        state,
      }),
    ),
    runBrowsing({ baseUrl, rate: browseRate, artworks, state }),
  ]);
  await sleep(Number(args.warmup) * 1000);
  // Each work's first download makes its signed copy (seconds of CPU, once per file for the life
  // of the shop): the warm-up lasts until every work has had one, so the window measures checkouts.
  const firstDownloadsBy = Date.now() + 120_000;
  const downloadedWorks = () => new Set(state.downloads.map((download) => download.artworkId)).size;
  while (downloadedWorks() < artworks.length && Date.now() < firstDownloadsBy) await sleep(250);
  log(
    `warm-up: ${downloadedWorks()} of ${artworks.length} works downloaded once (their signed copies made) before the window`,
  );
  const logBytes = () => (started ? statSync(started.logFile).size : 0);
  const before = { cpu: await cpuSnapshot(stack.groups), machine: machineCpuSeconds(), log: logBytes() };
  const self = process.cpuUsage();
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  phase = 'measured';
  const windowStart = performance.now();
  // The public list beside the buyers, paced (wrk from 127.0.0.1: reads have no rate limit).
  const listing =
    listRate > 0
      ? wrk(`${baseUrl}/api/artworks?limit=48`, {
          seconds,
          connections: 50,
          threads: 2,
          headers: ['Accept-Encoding: br, gzip'],
          rate: listRate,
        })
      : undefined;
  await sleep(seconds * 1000);
  phase = 'tail';
  const windowS = (performance.now() - windowStart) / 1000;
  const toUs = Number(process.hrtime.bigint() / 1000n);
  const after = { cpu: await cpuSnapshot(stack.groups), machine: machineCpuSeconds(), log: logBytes() };
  const selfUsed = process.cpuUsage(self);
  const listed = await listing;
  await traffic;

  const { samples, errors } = recorders.measured;
  const completed = samples.get('whole checkout')?.length ?? 0;
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  log(
    `complete checkouts: ${completed} in ${windowS.toFixed(1)} s = ${(completed / windowS).toFixed(2)}/s; errors ${errorCount}; order recordings retried ${state.recordRetries}; buyers waited ${(state.rateLimitWaitMs / 1000).toFixed(1)} s for the write limit; browse requests skipped (64 in flight) ${state.browseSkipped}`,
  );
  log(`${'step (measured window)'.padEnd(34)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  // The checkout's steps in their order, then the browsing.
  const order = [
    'quote',
    'create payment order',
    'capture',
    'record order',
    'read order',
    'download',
    'whole checkout',
  ];
  const rank = (step) => (order.includes(step) ? order.indexOf(step) : order.length);
  for (const [step, values] of [...samples].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))) {
    const sorted = [...values].sort((a, b) => a - b);
    log(
      `${step.padEnd(34)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
  for (const [what, count] of [...errors, ...recorders.tail.errors, ...recorders.warmup.errors])
    log(`  error ${what} × ${count}`);
  if (listed)
    log(
      `public list beside the rush (GET /api/artworks?limit=48, wrk paced, 50 connections): ${listed.rps.toFixed(0)} req/s of ${listRate} offered, p50 ${listed.p50.toFixed(1)} ms, p99 ${listed.p99.toFixed(1)} ms, non-2xx ${listed.non2xx}, socket errors ${listed.errors}; wrk took ${((listed.wrkCpuSeconds / windowS) * 100).toFixed(0)}% of a core (the gateway's and the catalog's CPU below include the list)`,
    );

  const used = cpuBetween(before.cpu, after.cpu);
  used['rush (this load generator)'] = (selfUsed.user + selfUsed.system) / 1e6;
  const stackTotal = Object.entries(used)
    .filter(([name]) => !name.startsWith('rush'))
    .reduce((sum, [, s]) => sum + s, 0);
  log(
    `CPU per complete checkout${browseRate > 0 ? ' (the browsing beside it included)' : ''} and share of one core in the window; idle: the same process's share at rest`,
  );
  const width = Math.max(44, ...Object.keys(used).map((name) => name.length));
  for (const [name, secondsUsed] of Object.entries(used).sort((a, b) => b[1] - a[1]))
    log(
      `  ${name.padEnd(width)} ${((secondsUsed * 1000) / Math.max(1, completed)).toFixed(1).padStart(7)} ms  ${`${Math.round((secondsUsed / windowS) * 100)}%`.padStart(5)}  idle ${`${Math.round(((idle[name] ?? 0) / 3) * 100)}%`.padStart(4)}`,
    );
  log(
    `  ${'the stack (all but the load generator)'.padEnd(width)} ${((stackTotal * 1000) / Math.max(1, completed)).toFixed(1).padStart(7)} ms  ${`${Math.round((stackTotal / windowS) * 100)}%`.padStart(5)}`,
  );
  const machineBusy = (after.machine ?? 0) - (before.machine ?? 0);
  log(
    `  the machine was busy ${((machineBusy / windowS) * 100).toFixed(0)}% of one core (2 cores = 200%); the stack and this bench ${Math.round(((stackTotal + used['rush (this load generator)']) / machineBusy) * 100)}% of that, the rest other work`,
  );
  if (started) {
    const text = readFileSync(started.logFile, 'utf8').slice(before.log, after.log);
    const lineCount = text.split('\n').length - 1;
    const warnings = text.match(/"level":(40|50|60)/g)?.length ?? 0;
    log(
      `  log lines printed by the run command in the window: ${lineCount} (${(lineCount / Math.max(1, completed)).toFixed(1)} per checkout, ${Math.round((after.log - before.log) / 1024)} KB), ${warnings} of them warnings or errors`,
    );
  }

  const { failures, lines } = await checkIntegrity({
    ordersDb: stack.ordersDb,
    paymentsDb: stack.paymentsDb,
    mailUrl,
    runId,
    checkouts: state.captured,
    downloads: state.downloads,
    signedSamples: state.signedSamples,
    artworks,
    mailWaitMs: Number(args['mail-wait']) * 1000,
  });
  log('integrity (every checkout of the run, warm-up and tail included):');
  for (const line of lines) log(`  ${line}`);
  for (const failure of failures.slice(0, 50)) log(`  FAILED ${failure}`);
  if (failures.length > 50) log(`  … and ${failures.length - 50} more failures`);
  log(failures.length === 0 ? 'integrity: all checks held' : `integrity: ${failures.length} checks FAILED`);
  if (failures.length > 0) exitCode = 1;
  if (completed === 0) {
    log('no checkout completed in the measured window');
    exitCode = 1;
  }

  if (profileDir) {
    // The services write their profiles as they exit.
    const { pidNames } = stack;
    await stack.close();
    stack = undefined;
    await started.stop();
    const cpuMsPerCheckout = Object.fromEntries(
      Object.entries(used).map(([name, secondsUsed]) => [name, (secondsUsed * 1000) / Math.max(1, completed)]),
    );
    // For a closer look later (Chrome DevTools, or summarizeProfiles with this window).
    writeFileSync(
      resolve(profileDir, 'window.json'),
      `${JSON.stringify({ fromUs, toUs, completed, cpuMsPerCheckout, pids: Object.fromEntries(pidNames) }, null, 2)}\n`,
    );
    log(`CPU profiles in ${profileDir}, samples of the measured window only, by the package or service they ran for:`);
    for (const line of profileLines(summarizeProfiles(profileDir, pidNames, fromUs, toUs), cpuMsPerCheckout)) log(line);
  }
} catch (error) {
  log(`bench/load/rush failed: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await stack?.close();
  if (!profileDir || exitCode !== 0) await started?.stop();
}
process.exit(exitCode);

/**
 * `count` artworks uploaded as the curator (1200×800 PNGs, each unique, kept to compare the
 * downloads with), read by the OCR worker (so its previews exist and it is idle during the rush),
 * then approved, priced (prices from $7.49 up, so tax rounds differently) and put on sale.
 */
async function publishArtworks(count, adminPassword) {
  const session = (await signInAsAdmin(baseUrl, adminPassword)).find((cookie) => cookie.startsWith('shop_session='));
  const categories = ['Core Collection', 'Sci-Fi', 'Abstract Art', 'Algornation', 'Miscellaneous'];
  const uploaded = [];
  for (let i = 0; i < count; i++) {
    const title = `Rush ${runId} no ${i + 1}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${((0x203040 + i * 0x101010) % 0xffffff).toString(16).padStart(6, '0')}"/><stop offset="1" stop-color="#f0a0${((16 + i * 20) % 256).toString(16).padStart(2, '0')}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      ${Array.from({ length: 24 }, (_, c) => `<circle cx="${(c * 97 + i * 31) % 1200}" cy="${(c * 61 + i * 17) % 800}" r="${20 + ((c * 13 + i) % 90)}" fill="#fff" opacity="0.15"/>`).join('')}
      <text x="600" y="420" text-anchor="middle" font-family="DejaVu Sans" font-size="90" fill="#fff">Quiet Harbor</text></svg>`;
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    const artwork = await uploadThrough(
      baseUrl,
      session,
      { bytes, type: 'image/png', name: `rush-${i + 1}.png` },
      { title, category: categories[i % categories.length] },
    );
    uploaded.push({ ...artwork, sha256: sha256(bytes), bytes });
  }
  const admin = browserAt(baseUrl, '127.0.0.1');
  const headers = { cookie: session };
  for (const deadline = Date.now() + 600_000; ;) {
    const answer = await admin.send('GET', `/api/artworks?ids=${uploaded.map((a) => a.id).join(',')}&limit=${count}`, {
      headers,
    });
    const items = JSON.parse(answer.body.toString('utf8')).items;
    const waiting = items.filter((item) => item.ocrStatus !== 'processed' && item.ocrStatus !== 'failed').length;
    if (waiting === 0) break;
    if (Date.now() > deadline) throw new Error(`${waiting} artworks still waiting for OCR after 10 minutes`);
    log(`setup: ${count - waiting} of ${count} artworks read by OCR…`);
    await sleep(3000);
  }
  const published = [];
  for (const [i, artwork] of uploaded.entries()) {
    const price = (7.49 + i * 2.37).toFixed(2);
    const answer = await admin.send('PATCH', `/api/artworks/${artwork.id}`, {
      headers,
      json: { status: 'approved', price, isForSale: true },
    });
    if (answer.status !== 200) throw new Error(`publishing ${artwork.id} answered ${answer.status}: ${answer.body}`);
    published.push({ ...JSON.parse(answer.body.toString('utf8')), sha256: artwork.sha256, bytes: artwork.bytes });
  }
  admin.close();
  log(
    `setup: ${count} artworks uploaded, read by OCR, approved and on sale ($7.49–$${(7.49 + (count - 1) * 2.37).toFixed(2)})`,
  );
  return published;
}

/** The promo code when this shop takes it for a first order, else undefined (said so). */
async function promoCodeThatWorks(code, artwork) {
  if (!code) return undefined;
  const probe = browserAt(baseUrl, '127.0.0.1');
  const answer = await probe.send('POST', '/api/paypal/quote', {
    json: {
      items: [{ artworkId: artwork.id, quantity: 1 }],
      stateCode: 'NY',
      promoCode: code,
      email: `rush-${runId}-probe@example.com`,
    },
  });
  probe.close();
  if (answer.status === 200) return code;
  log(`promo code ${code} refused (${answer.status} ${answer.body}): checkouts go without one`);
  return undefined;
}
