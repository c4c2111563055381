#!/usr/bin/env node
// A 200 MB original downloaded through the gateway (GET /api/downloads/:token, streamed by
// orders) against the same object read straight from the storage in the same run, alternated,
// with the resident memory of the gateway and orders sampled meanwhile; then a work under the
// signing cap (C2PA_SIGN_MAX_BYTES): its first download makes the signed copy (timed, orders'
// memory sampled), the later ones stream that copy, and one copy is in the bucket whatever the
// number of downloads. The 200 MB file is over the cap: its first download makes its copy as it
// streams (timed alone), and the paired runs stream that copy. Target: the gateway at >= 80% of storage speed, memory flat.
//
//   pnpm turbo run build && node bench/http/download-large.mjs [--mb 200] [--signed-mb 24] [--runs 3]
//     [--cpu-prof <dir> (V8 profiles of the services, written when the stack stops)]
//     [--node-args "<flags for the services' node>"]
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { makeC2paSigningChain } from '@shop/launcher';
import { createStorage } from '@shop/platform';
import sharp from 'sharp';
import { memoryLine, sampled } from '../lib/memory-sampling.mjs';
import { cpuSecondsOf, startShopStack, storageProcessPid } from '../lib/shop-stack.mjs';

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '200' },
    'signed-mb': { type: 'string', default: '24' },
    runs: { type: 'string', default: '3' },
    // V8 profiles of every service (written when the stack stops), to see where a MB's CPU goes.
    'cpu-prof': { type: 'string' },
    // Flags for every service's node, to try one: "--external-memory-accounted-in-global-limit".
    'node-args': { type: 'string' },
  },
});
const MiB = 1024 * 1024;
const log = (line) => process.stdout.write(`${line}\n`);
const dir = mkdtempSync(join(tmpdir(), 'download-large-'));

/** A real PNG of noise, padded with noise to `bytes` (decoders stop at IEND; c2pa-rs signs it whole). */
async function makeOriginal(bytes) {
  const path = join(dir, `original-${bytes}.png`);
  const png = await sharp(randomBytes(2000 * 1500 * 3), { raw: { width: 2000, height: 1500, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const out = createWriteStream(path);
  out.write(png);
  const noise = randomBytes(MiB);
  for (let left = bytes - png.length; left > 0; left -= MiB) {
    if (!out.write(left >= MiB ? noise : noise.subarray(0, left)))
      await new Promise((resolveDrain) => out.once('drain', resolveDrain));
  }
  await new Promise((resolveEnd) => out.end(resolveEnd));
  // The noise PNG alone is about 9 MB: a smaller size asked for gets that.
  return { path, bytes: statSync(path).size };
}

/** Uploads the file (read from disk as it is sent), publishes it, buys it; the download link's URL. */
async function boughtWork(stack, cookie, file, title) {
  const form = new FormData();
  form.append('title', title);
  form.append('category', 'Sci-Fi');
  form.append('artwork', await openAsBlob(file.path, { type: 'image/png' }), 'master.png');
  const uploaded = await fetch(`${stack.gatewayUrl}/api/artworks/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { id } = await uploaded.json();
  const published = await fetch(`${stack.gatewayUrl}/api/artworks/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'approved', price: '14.99', isForSale: true }),
  });
  if (!published.ok) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  const post = (path, body) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const items = [{ artworkId: id, quantity: 1 }];
  const payer = { email: 'bench@example.com', name: 'Bench Buyer' };
  const created = await (await post('/paypal/order', { items, stateCode: 'NY', payer })).json();
  const captured = await post(`/paypal/order/${created.id}/capture`, {});
  if (!captured.ok) throw new Error(`capture answered ${captured.status}: ${await captured.text()}`);
  const order = await post('/api/orders', {
    paypal_order_id: created.id,
    customer_email: payer.email,
    customer_name: payer.name,
    total_amount: created.total,
    items,
  });
  if (order.status !== 201) throw new Error(`order answered ${order.status}: ${await order.text()}`);
  const { download_links: links } = await order.json();
  const link = new URL(links[0]);
  return { url: `${stack.gatewayUrl}${link.pathname}` };
}

/** Reads a body to its end, counting bytes and reads: seconds, bytes and chunks. */
async function drain(stream) {
  const started = process.hrtime.bigint();
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    chunks += 1;
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes, chunks };
}

/**
 * A download read as the storage is read above (minio's node:http stream): fetch's web streams
 * cost this reader 33-42 ms of CPU per MB against 5-9 for node:http, on the same two cores as
 * what is measured, which made the gateway look slower than it is.
 */
function throughGateway(url, headers = {}) {
  const started = process.hrtime.bigint();
  return new Promise((resolveRead, reject) => {
    httpGet(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          reject(new Error(`download answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`)),
        );
        return;
      }
      drain(response)
        .then(({ bytes, chunks }) =>
          resolveRead({ seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes, chunks }),
        )
        .catch(reject);
    }).on('error', reject);
  });
}

const rate = (bytes, seconds) => `${(bytes / MiB / seconds).toFixed(0)} MB/s`;

const chain = makeC2paSigningChain();
// No OCR worker: downloads do not wait for it, and the machine's two cores go to what is measured.
const profileDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;
const stack = await startShopStack({
  label: 'downloadlarge',
  serviceEnv: { orders: chain },
  workers: 0,
  ...(profileDir
    ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }
    : args['node-args']
      ? { nodeArgs: args['node-args'].split(' ') }
      : {}),
});
try {
  const cookie = await stack.adminCookie();
  const storage = createStorage({ ...stack.storage, region: 'us-east-1' });
  const large = await makeOriginal(Number(args.mb) * MiB);
  const bought = await boughtWork(stack, cookie, large, `Bench download ${args.mb} MB`);
  const originalKey = await (async () => {
    for await (const object of storage.list('originals/')) if (object.sizeBytes === large.bytes) return object.key;
    throw new Error('the uploaded original is not in the bucket');
  })();

  // Its first download makes its signed copy, streamed past the in-memory cap (PNG): timed
  // alone, with the memory it takes; the paired runs below stream that copy.
  const making = await sampled(stack, ['gateway', 'orders'], () => throughGateway(bought.url));
  const deliveredBytes = making.result.bytes;
  log(
    `${args.mb} MB first download (makes its signed copy as it streams): ${making.result.seconds.toFixed(2)} s, ` +
      `${deliveredBytes - large.bytes} bytes of manifest added; RSS ${memoryLine(making.memory)}`,
  );
  if (deliveredBytes <= large.bytes) log('  (delivered unsigned: is C2PA signing on?)');

  // Paired: storage, gateway, storage, gateway… so load on the machine falls on both alike.
  const pairs = [];
  const cpuPerMb = { storage: [], gateway: [] };
  const s3Pid = storageProcessPid();
  const cpuSeconds = () => ({ ...stack.cpuSeconds(), ...(s3Pid ? { s3: cpuSecondsOf(s3Pid) } : {}) });
  /** `work`'s CPU milliseconds per MB of the file, per process (/proc, user + system). */
  const cpuOf = async (work, into) => {
    const before = cpuSeconds();
    const result = await work();
    const after = cpuSeconds();
    into.push(
      Object.fromEntries(
        Object.keys(after).map((name) => [name, ((after[name] - (before[name] ?? 0)) * 1000) / (large.bytes / MiB)]),
      ),
    );
    return result;
  };
  for (let run = 0; run < Number(args.runs); run += 1) {
    const direct = await cpuOf(async () => drain(await storage.get(originalKey)), cpuPerMb.storage);
    const { result: gateway, memory } = await cpuOf(
      () => sampled(stack, ['gateway', 'orders'], () => throughGateway(bought.url)),
      cpuPerMb.gateway,
    );
    if (gateway.bytes !== deliveredBytes)
      throw new Error(`the download had ${gateway.bytes} bytes, not ${deliveredBytes}`);
    // Orders alone (as the gateway calls it): which hop the time goes to.
    const orders = await throughGateway(`${stack.ordersUrl}${new URL(bought.url).pathname}`, {
      'x-internal-token': stack.internalToken,
    });
    pairs.push({ direct, gateway, memory });
    // How the bytes arrive: many small reads cost the reader (and the sender) far more per MB.
    const kbPerRead = (read) => `${(read.bytes / Math.max(1, read.chunks) / 1024).toFixed(0)} KB`;
    log(
      `run ${run + 1}: bytes per read: storage ${kbPerRead(direct)}, gateway ${kbPerRead(gateway)}, orders ${kbPerRead(orders)}`,
    );
    log(
      `run ${run + 1}: storage ${direct.seconds.toFixed(2)} s (${rate(large.bytes, direct.seconds)}), ` +
        `orders directly ${orders.seconds.toFixed(2)} s (${rate(large.bytes, orders.seconds)}), ` +
        `gateway ${gateway.seconds.toFixed(2)} s (${rate(large.bytes, gateway.seconds)}) = ` +
        `${((direct.seconds / gateway.seconds) * 100).toFixed(0)}% of storage speed; RSS ${memoryLine(memory)}`,
    );
  }
  const ratios = pairs.map(({ direct, gateway }) => (direct.seconds / gateway.seconds) * 100).sort((a, b) => a - b);
  log(
    `${args.mb} MB download through the gateway at ${ratios[0].toFixed(0)}–${ratios.at(-1).toFixed(0)}% of storage speed ` +
      `(median ${ratios[Math.floor(ratios.length / 2)].toFixed(0)}%, target >= 80%); the signed copy, made once`,
  );
  // On two cores the storage, orders, the gateway and this reader share the machine, so the wall
  // time of a longer chain says little of one hop: its CPU per MB says what a core of it carries.
  const range = (values) => {
    const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
    return sorted.length === 0 ? '-' : `${sorted[0].toFixed(1)}–${sorted.at(-1).toFixed(1)}`;
  };
  for (const [what, samples] of Object.entries(cpuPerMb)) {
    const names = Object.keys(samples[0] ?? {}).filter((name) => samples.some((sample) => sample[name] >= 0.05));
    log(
      `CPU ms per MB while reading ${what === 'storage' ? 'straight from the storage' : 'through the gateway'}: ` +
        names.map((name) => `${name} ${range(samples.map((sample) => sample[name]))}`).join(', '),
    );
  }
  const perCore = (name, samples) => range(samples.map((sample) => 1000 / sample[name]));
  log(
    `one core carries: the storage (s3) ${perCore('s3', cpuPerMb.storage)} MB/s, orders ${perCore('orders', cpuPerMb.gateway)} MB/s, ` +
      `the gateway ${perCore('gateway', cpuPerMb.gateway)} MB/s`,
  );

  // With a core for each process (a production host has more than two), a chain streams as fast
  // as its busiest process: the ratio of the two chains' busiest processes, run by run, is the
  // speed the gateway would keep of the storage's where the processes do not share two cores.
  const busiest = (sample) => Math.max(...Object.values(sample).filter((value) => Number.isFinite(value)));
  const projected = cpuPerMb.storage
    .map((direct, run) => (busiest(direct) / busiest(cpuPerMb.gateway[run] ?? {})) * 100)
    .sort((a, b) => a - b);
  log(
    `with a core per process (each chain as fast as its busiest process): the gateway at ` +
      `${projected[0].toFixed(0)}–${projected.at(-1).toFixed(0)}% of storage speed ` +
      `(median ${projected[Math.floor(projected.length / 2)].toFixed(0)}%, target >= 80%)`,
  );

  // Under the cap: the first download signs, the later ones stream the copy.
  const small = await makeOriginal(Number(args['signed-mb']) * MiB);
  const signedWork = await boughtWork(stack, cookie, small, `Bench signed ${args['signed-mb']} MB`);
  const first = await sampled(stack, ['gateway', 'orders'], () => throughGateway(signedWork.url));
  log(
    `${(small.bytes / MiB).toFixed(1)} MB first download (makes the signed copy): ${first.result.seconds.toFixed(2)} s, ` +
      `${first.result.bytes - small.bytes} bytes of manifest added; RSS ${memoryLine(first.memory)}`,
  );
  const later = [];
  for (let run = 0; run < 3; run += 1) later.push(await throughGateway(signedWork.url));
  const concurrent = await Promise.all([1, 2, 3].map(() => throughGateway(signedWork.url)));
  log(
    `later downloads (the copy, streamed): ${later.map((d) => d.seconds.toFixed(2)).join(', ')} s; ` +
      `3 at once: ${concurrent.map((d) => d.seconds.toFixed(2)).join(', ')} s`,
  );
  let copies = 0;
  for await (const object of storage.list('signed/')) if (object.sizeBytes === first.result.bytes) copies += 1;
  log(`signed copies in the bucket after ${1 + later.length + concurrent.length} downloads: ${copies} (target 1)`);
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
