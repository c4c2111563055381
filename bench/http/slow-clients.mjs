#!/usr/bin/env node
// No connection held hostage: N slow clients against the shop while a real buyer's
// checkout runs again and again and the curator reads her pages. Half of the slow clients send
// their headers a line at a time; the other half send whole headers, then a body a byte at a time,
// to the write routes a shopper reaches (the contact form, the PayPal quote, the payment order,
// recording an order). Each comes from a loopback address of its own (127.0.3.1, 127.0.3.2…, as
// many shoppers would: the gateway's per-address limits do not simply refuse them) and connects
// again as soon as the shop cuts it, so N of them hold connections for the whole attack.
//
// Two phases of `--seconds` each: at rest (the checkouts and the curator alone), then under
// attack. Prints, for each, the p50/p99 of the whole checkout and of each curator page, the
// failures, and how the slow clients were answered (408 `{error, message}`, 429, cut) and after how
// long. Exits 1 when a checkout or a curator page failed under attack.
//
//   pnpm turbo run build && node bench/http/slow-clients.mjs [--clients 500] [--seconds 30]
//     [--buyers 2 (checkouts back to back, each from its own address)] [--ramp 5 (s to open all)]
//     [--write-limit 0 (writes/min each buyer stays under by waiting; default 0 for the stack started
//      here, whose write limit is lifted, and 290 with --url, under the gateway's 300)]
//     [--header-gap 2000 (ms between header lines)] [--body-gap 1000 (ms between body bytes)]
//     [--gateway-env HEADERS_TIMEOUT_MS=5000,BODY_TIMEOUT_MS=10000 (settings for the stack started here)]
//     [--url http://127.0.0.1:8080 --admin-password … (a shop already running, e.g. `bash
//      scripts/start.sh`: its password is in .data/secrets.json; nothing is started)]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { signInAsAdmin } from '../lib/admin-session.mjs';
import { percentile, root, sleep, startShopStack, uploadThrough } from '../lib/shop-stack.mjs';
import { loopbackAddress, runBuyer } from '../load/rush-traffic.mjs';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '30' },
    buyers: { type: 'string', default: '2' },
    ramp: { type: 'string', default: '5' },
    'header-gap': { type: 'string', default: '2000' },
    'body-gap': { type: 'string', default: '1000' },
    'gateway-env': { type: 'string', default: '' },
    'write-limit': { type: 'string' },
    url: { type: 'string' },
    'admin-password': { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const BUYERS = Number(args.buyers);
const WRITE_LIMIT = Number(args['write-limit'] ?? (args.url ? 290 : 0));
const log = (line) => process.stdout.write(`${line}\n`);
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

const gatewayEnv = Object.fromEntries(
  args['gateway-env']
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const stack = args.url
  ? undefined
  : await startShopStack({ label: 'slowclients', workers: 1, serviceEnv: { gateway: gatewayEnv } });
const baseUrl = (stack?.gatewayUrl ?? args.url).replace(/\/$/, '');
const base = new URL(baseUrl);
const adminPassword =
  stack?.adminPassword ??
  args['admin-password'] ??
  JSON.parse(readFileSync(resolve(root, '.data', 'secrets.json'), 'utf8')).ADMIN_PASSWORD;

/** Two unique PNGs uploaded as the curator, read by OCR, approved and on sale: what the buyers buy. */
async function publishArtworks(session, runId) {
  const uploaded = [];
  for (let i = 0; i < 2; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="100%" height="100%" fill="#${(0x305070 + i * 0x203010).toString(16)}"/><text x="400" y="320" text-anchor="middle" font-size="60" fill="#fff">Slow Harbor ${runId} ${i}</text></svg>`;
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    const artwork = await uploadThrough(
      baseUrl,
      session,
      { bytes, type: 'image/png', name: `slow-${i}.png` },
      { title: `Slow clients ${runId} ${i + 1}`, category: 'Core Collection' },
    );
    uploaded.push({ ...artwork, sha256: sha256(bytes) });
  }
  for (const deadline = Date.now() + 600_000; ; await sleep(2000)) {
    const answer = await fetch(`${baseUrl}/api/artworks?ids=${uploaded.map((a) => a.id).join(',')}&limit=10`, {
      headers: { cookie: session },
    });
    const { items } = await answer.json();
    if (items.every((item) => item.ocrStatus === 'processed' || item.ocrStatus === 'failed')) break;
    if (Date.now() > deadline) throw new Error('the artworks were not read by OCR within 10 minutes');
  }
  const published = [];
  for (const [i, artwork] of uploaded.entries()) {
    const answer = await fetch(`${baseUrl}/api/artworks/${artwork.id}`, {
      method: 'PATCH',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved', price: (9.99 + i).toFixed(2), isForSale: true }),
    });
    if (!answer.ok) throw new Error(`publishing answered ${answer.status}: ${await answer.text()}`);
    published.push({ ...(await answer.json()), sha256: artwork.sha256 });
  }
  return published;
}

/** The curator's pages, read one after another every 500 ms over her own keep-alive connections. */
const CURATOR_PAGES = ['/api/contact-messages', '/api/orders', '/api/artworks?status=pending&limit=24'];
async function runCurator(session, state) {
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  const get = (path) =>
    new Promise((resolveGet) => {
      const started = performance.now();
      const req = httpRequest(
        { agent, host: base.hostname, port: base.port, path, headers: { cookie: session, accept: 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => resolveGet({ status: res.statusCode, ms: performance.now() - started }));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
      req.on('error', (error) => resolveGet({ status: error.message, ms: performance.now() - started }));
      req.end();
    });
  while (!state.shouldStop()) {
    for (const path of CURATOR_PAGES) {
      const { status, ms } = await get(path);
      const recorder = state.recorder();
      recorder.sample(`curator ${path.split('?')[0]}`, ms);
      if (status !== 200) recorder.error(`curator ${path}: ${status}`);
    }
    await sleep(500);
  }
  agent.destroy();
}

const SLOW_BODY_ROUTES = ['/api/contact', '/api/paypal/quote', '/paypal/order', '/api/orders'];

/**
 * One slow client, again and again until the attack ends: connects from its own address, sends
 * its headers a line every `header-gap` ms (even index) or its whole headers and then a JSON body
 * a byte every `body-gap` ms, and notes how the shop ended it.
 */
async function runSlowClient(index, attack) {
  const localAddress = loopbackAddress(3, index);
  const slowHeaders = index % 2 === 0;
  const path = slowHeaders ? '/api/artworks?limit=24' : SLOW_BODY_ROUTES[(index >> 1) % SLOW_BODY_ROUTES.length];
  const body = JSON.stringify({ name: 'Slow Loris', email: 'loris@example.com', note: 'x'.repeat(300) });
  while (!attack.isOver()) {
    const outcome = await new Promise((resolveClient) => {
      const started = performance.now();
      const socket = connect({ host: base.hostname, port: Number(base.port), localAddress });
      const received = [];
      let timer;
      const finish = (how) => {
        clearInterval(timer);
        socket.destroy();
        resolveClient({ how, ms: performance.now() - started });
      };
      socket.on('data', (chunk) => received.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        const text = Buffer.concat(received).toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
        const code = /"error":"([a-z_]+)"/.exec(text)?.[1];
        finish(status ? `${status}${code ? ` ${code}` : ''}` : 'cut without an answer');
      });
      attack.onOver(() => finish('still open when the attack ended'));
      const lines = slowHeaders
        ? [`GET ${path} HTTP/1.1\r\n`, `Host: ${base.host}\r\n`, 'Accept: application/json\r\n']
        : [
            `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${body.length}\r\n\r\n`,
            ...body.split(''),
          ];
      // Slow headers never end: a line now and then for as long as the shop listens.
      let sent = 0;
      const next = () => {
        if (socket.destroyed) return;
        const line = lines[sent] ?? `X-Slow-${sent}: ${'a'.repeat(8)}\r\n`;
        sent += 1;
        if (!slowHeaders && sent > lines.length) return;
        socket.write(line);
      };
      socket.once('connect', () => {
        next();
        timer = setInterval(next, Number(slowHeaders ? args['header-gap'] : args['body-gap']));
      });
    });
    attack.outcomes.push({ kind: slowHeaders ? 'slow headers' : `slow body ${path}`, ...outcome });
    if (!attack.isOver()) await sleep(100);
  }
}

function createRecorder() {
  const samples = new Map();
  const errors = new Map();
  return {
    samples,
    errors,
    sample(step, ms) {
      if (!samples.has(step)) samples.set(step, []);
      samples.get(step).push(ms);
    },
    error(what) {
      errors.set(what, (errors.get(what) ?? 0) + 1);
    },
  };
}

function report(name, recorder) {
  log(`${name}:`);
  log(
    `  ${'what'.padEnd(34)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  const wanted = [
    'quote',
    'create payment order',
    'capture',
    'record order',
    'read order',
    'download',
    'whole checkout',
    ...CURATOR_PAGES.map((page) => `curator ${page.split('?')[0]}`),
  ];
  for (const what of wanted) {
    const sorted = [...(recorder.samples.get(what) ?? [])].sort((a, b) => a - b);
    log(
      `  ${what.padEnd(34)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 99).toFixed(0).padStart(8)} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(8)}`,
    );
  }
  for (const [what, count] of recorder.errors) log(`  error ${what} × ${count}`);
}

let exitCode = 0;
try {
  const runId = Math.random().toString(16).slice(2, 8);
  const session = (await signInAsAdmin(baseUrl, adminPassword)).find((cookie) => cookie.startsWith('shop_session='));
  const artworks = await publishArtworks(session, runId);
  log(
    `bench/http/slow-clients: shop ${baseUrl} (${stack ? 'started here, NODE_ENV=production' : 'attached'}); ${BUYERS} buyers checking out back to back, the curator reading ${CURATOR_PAGES.join(', ')} every 500 ms; then ${CLIENTS} slow clients (half slow headers, a line every ${args['header-gap']} ms; half slow bodies to ${SLOW_BODY_ROUTES.join(', ')}, a byte every ${args['body-gap']} ms) from ${loopbackAddress(3, 0)}…${loopbackAddress(3, CLIENTS - 1)}, ${SECONDS} s each phase`,
  );

  const recorders = { rest: createRecorder(), attack: createRecorder() };
  let phase = 'rest';
  let stopped = false;
  const state = {
    recorder: () => recorders[phase],
    shouldStop: () => stopped,
    captured: [],
    downloads: [],
    rateLimitWaitMs: 0,
    recordRetries: 0,
  };
  const traffic = Promise.all([
    ...Array.from({ length: BUYERS }, (_, index) =>
      runBuyer({ index, baseUrl, runId, artworks, writesPerMinute: WRITE_LIMIT, thinkMs: 0, state }),
    ),
    runCurator(session, state),
  ]);
  await sleep(SECONDS * 1000);

  phase = 'attack';
  const overListeners = [];
  const attack = {
    outcomes: [],
    over: false,
    isOver: () => attack.over,
    onOver: (listener) => overListeners.push(listener),
  };
  const rampMs = Number(args.ramp) * 1000;
  const slowClients = Array.from({ length: CLIENTS }, async (_, index) => {
    await sleep((rampMs * index) / CLIENTS);
    await runSlowClient(index, attack);
  });
  await sleep(SECONDS * 1000);
  attack.over = true;
  for (const listener of overListeners.splice(0)) listener();
  stopped = true;
  await Promise.all([traffic, ...slowClients]);

  if (state.rateLimitWaitMs > 0)
    log(
      `the buyers waited ${(state.rateLimitWaitMs / 1000).toFixed(1)} s in all for their write budget (--write-limit)`,
    );
  report('at rest', recorders.rest);
  report(`under attack by ${CLIENTS} slow clients`, recorders.attack);
  log('the slow clients: how the shop ended each attempt (after how long)');
  const byOutcome = new Map();
  for (const { kind, how, ms } of attack.outcomes) {
    const key = `${kind}: ${how}`;
    if (!byOutcome.has(key)) byOutcome.set(key, []);
    byOutcome.get(key).push(ms);
  }
  for (const [key, values] of [...byOutcome].sort()) {
    const sorted = values.sort((a, b) => a - b);
    log(
      `  ${key.padEnd(64)} ×${String(sorted.length).padStart(5)}  p50 ${(percentile(sorted, 50) / 1000).toFixed(1)} s  max ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s`,
    );
  }
  const checkouts = recorders.attack.samples.get('whole checkout')?.length ?? 0;
  if (recorders.attack.errors.size > 0 || checkouts === 0) {
    log('FAILED: a checkout or a curator page failed under attack (or no checkout completed)');
    exitCode = 1;
  }
} catch (error) {
  log(`bench/http/slow-clients failed: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit(exitCode);
