#!/usr/bin/env node
// A 200 MB original through the gateway (POST /api/artworks/upload, streamed) against the same
// bytes put straight into the storage in the same run; the resident memory of the gateway, the
// catalog and the OCR worker sampled meanwhile (a 50 MB upload first, so growth with size shows);
// then the same file by the resumable path the dashboard takes from 8 MiB (tus, /api/artworks/uploads,
// one PATCH), paired run by run with a PUT straight to storage, with each process's CPU: on two
// shared cores four processes (this sender, the gateway, the catalog, s3rver) pass the bytes where
// the straight PUT has two, so it also prints what a core per process would keep (each chain as fast
// as its busiest process). Last, a resumable upload cut off at half, resumed, and the stored bytes
// compared with the file's (sha256). Target: the gateway at >= 80% of storage speed, memory flat.
//
//   pnpm turbo run build && node bench/http/upload-large.mjs [--mb 200] [--runs 3] [--cpu-prof <dir>]
//     [--node-args="<flags for the services' node>"]
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createStorage } from '@shop/platform';
import sharp from 'sharp';
import { memoryLine, sampled } from '../lib/memory-sampling.mjs';
import { cpuSecondsOf, sleep, startShopStack, storageProcessPid } from '../lib/shop-stack.mjs';

/** The processes an upload's bytes pass through or reach. */
const WATCHED = ['gateway', 'catalog', 'ocr-worker'];

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    // V8 profiles of every service (written when the stack stops), to see where a MB's CPU goes.
    'cpu-prof': { type: 'string' },
    // Flags for every service's node (a V8 setting tried), as download-large.mjs takes them.
    'node-args': { type: 'string' },
  },
});
const MiB = 1024 * 1024;
const log = (line) => process.stdout.write(`${line}\n`);
const dir = mkdtempSync(join(tmpdir(), 'upload-large-'));

/** A real 4000 × 3000 PNG of noise, padded with noise to `bytes` (decoders stop at IEND). */
async function makeOriginal(bytes) {
  const path = join(dir, `original-${bytes}.png`);
  const png = await sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const hash = createHash('sha256').update(png);
  const out = createWriteStream(path);
  out.write(png);
  const noise = randomBytes(MiB);
  for (let left = bytes - png.length; left > 0; left -= MiB) {
    const chunk = left >= MiB ? noise : noise.subarray(0, left);
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise((resolveDrain) => out.once('drain', resolveDrain));
  }
  await new Promise((resolveEnd) => out.end(resolveEnd));
  return { path, bytes, sha256: hash.digest('hex') };
}

/** Sends `body` (a stream) to the gateway; resolves with the status, the body and the seconds taken. */
function send(url, { method, headers, body, cutAfterBytes }) {
  return new Promise((resolveSend, reject) => {
    const started = process.hrtime.bigint();
    const call = request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolveSend({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
        }),
      );
    });
    call.on('error', (error) => (cutAfterBytes === undefined ? reject(error) : resolveSend({ status: 0, cut: true })));
    if (!body) return void call.end();
    let sent = 0;
    body.on('data', (chunk) => {
      sent += chunk.length;
      if (cutAfterBytes !== undefined && sent >= cutAfterBytes) {
        // The connection dropped mid-part, as a closed laptop lid would drop it.
        body.destroy();
        call.destroy();
        return;
      }
      if (!call.write(chunk)) {
        body.pause();
        call.once('drain', () => body.resume());
      }
    });
    body.on('end', () => call.end());
  });
}

function multipartUpload(file, cookie, gatewayUrl, title) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nSci-Fi\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="master.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* createReadStream(file.path, { highWaterMark: MiB });
    yield tail;
  }
  return send(`${gatewayUrl}/api/artworks/upload`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.bytes + tail.length),
    },
    body: Readable.from(body()),
  });
}

async function waitForOcr(stack, cookie, id, seconds = 120) {
  for (let waited = 0; waited < seconds * 5; waited += 1) {
    const answer = await fetch(`${stack.gatewayUrl}/api/artworks?ids=${id}`, { headers: { cookie } });
    const [artwork] = (await answer.json()).items ?? [];
    if (artwork && ['processed', 'failed'].includes(artwork.ocrStatus)) return artwork.ocrStatus;
    await sleep(200);
  }
  return 'still running';
}

const profileDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;
const stack = await startShopStack({
  label: 'uploadlarge',
  ...(profileDir || args['node-args']
    ? {
        nodeArgs: [
          ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
          ...(args['node-args']?.split(' ') ?? []),
        ],
      }
    : {}),
});
try {
  const cookie = await stack.adminCookie();
  const storage = createStorage({ ...stack.storage, region: 'us-east-1' });
  const small = await makeOriginal(50 * MiB);
  const large = await makeOriginal(Number(args.mb) * MiB);
  const s3Pid = storageProcessPid();
  const cpuSeconds = () => ({ ...stack.cpuSeconds(), ...(s3Pid ? { s3: cpuSecondsOf(s3Pid) } : {}) });
  /** `work`'s result, and the CPU seconds each process spent meanwhile (/proc, user + system). */
  const withCpu = async (work) => {
    const before = cpuSeconds();
    const result = await work();
    const after = cpuSeconds();
    return {
      result,
      cpu: Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - (before[name] ?? 0)])),
    };
  };
  const busiest = (cpu) => Object.entries(cpu).reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  const cpuLine = (cpu) =>
    Object.entries(cpu)
      .filter(([, seconds]) => seconds >= 0.05)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(2)}`)
      .join(', ');

  // Storage alone: the same bytes, PUT as the catalog stores an original (one presigned PUT,
  // streamed from the file: minio's multipart path asks s3rver for ListMultipartUploads, which it
  // does not implement).
  /** Seconds to PUT the large file straight into the storage under `key`. */
  const putStraight = async (key) => {
    const target = await storage.presignedPutUrl(key, 600);
    const answer = await send(target, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'content-length': String(large.bytes) },
      body: createReadStream(large.path, { highWaterMark: MiB }),
    });
    if (answer.status !== 200) throw new Error(`storage PUT answered ${answer.status}: ${answer.text}`);
    return answer.seconds;
  };
  const direct = [];
  for (let run = 0; run < 2; run += 1) direct.push(await putStraight(`bench/direct-${run}.png`));
  const directSeconds = Math.min(...direct);

  const through = {};
  for (const file of [small, large]) {
    const { result, memory } = await sampled(stack, WATCHED, async () => {
      const { result: answer, cpu } = await withCpu(() =>
        multipartUpload(file, cookie, stack.gatewayUrl, `Bench ${file.bytes / MiB} MB`),
      );
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
      const ocr = await waitForOcr(stack, cookie, JSON.parse(answer.text).id);
      return { seconds: answer.seconds, ocr, cpu };
    });
    through[file.bytes] = { ...result, memory };
    log(
      `POST /api/artworks/upload ${file.bytes / MiB} MB through the gateway: ${result.seconds.toFixed(2)} s ` +
        `(${(file.bytes / MiB / result.seconds).toFixed(1)} MB/s), OCR ${result.ocr}; CPU s ${cpuLine(result.cpu)}; ` +
        `RSS ${memoryLine(memory)}`,
    );
  }
  const gatewaySeconds = through[large.bytes].seconds;
  log(
    `straight to storage ${large.bytes / MiB} MB: ${directSeconds.toFixed(2)} s (${(large.bytes / MiB / directSeconds).toFixed(1)} MB/s); ` +
      `through the gateway at ${((directSeconds / gatewaySeconds) * 100).toFixed(0)}% of storage speed (target >= 80%)`,
  );

  // Resumable, as the dashboard sends a file of 8 MiB or more: create, then one PATCH of it all,
  // paired run by run with a PUT straight to storage so load on the machine falls on both alike.
  const tusMetadata = (title) =>
    Object.entries({ filename: 'master.png', title, category: 'Sci-Fi' })
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  const pairs = [];
  for (let run = 0; run < Number(args.runs); run += 1) {
    const straight = await withCpu(() => putStraight(`bench/paired-${run}.png`));
    const made = await send(`${stack.gatewayUrl}/api/artworks/uploads`, {
      method: 'POST',
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-length': String(large.bytes),
        'upload-metadata': tusMetadata(`Bench tus whole ${run + 1}`),
      },
    });
    if (made.status !== 201) throw new Error(`tus create answered ${made.status}: ${made.text}`);
    const { result: tus, memory } = await sampled(stack, WATCHED, () =>
      withCpu(async () => {
        const sent = await send(`${stack.gatewayUrl}${made.headers.location}`, {
          method: 'PATCH',
          headers: {
            cookie,
            'tus-resumable': '1.0.0',
            'content-type': 'application/offset+octet-stream',
            'upload-offset': '0',
            'content-length': String(large.bytes),
          },
          body: createReadStream(large.path, { highWaterMark: MiB }),
        });
        if (sent.status !== 200) throw new Error(`tus PATCH answered ${sent.status}: ${sent.text}`);
        return { seconds: sent.seconds, id: JSON.parse(sent.text).id };
      }),
    );
    const [straightName, straightBusiest] = busiest(straight.cpu);
    const [tusName, tusBusiest] = busiest(tus.cpu);
    const pair = {
      wall: (straight.result / tus.result.seconds) * 100,
      perCore: (straightBusiest / tusBusiest) * 100,
    };
    pairs.push(pair);
    log(
      `run ${run + 1}: tus ${large.bytes / MiB} MB in one PATCH (the dashboard's path from 8 MiB) ${tus.result.seconds.toFixed(2)} s, ` +
        `straight to storage ${straight.result.toFixed(2)} s: ${pair.wall.toFixed(0)}% of storage speed; ` +
        `CPU s: storage run ${cpuLine(straight.cpu)} | tus run ${cpuLine(tus.cpu)}; busiest ${straightName} ` +
        `${straightBusiest.toFixed(2)} s | ${tusName} ${tusBusiest.toFixed(2)} s; RSS ${memoryLine(memory)}`,
    );
    await waitForOcr(stack, cookie, tus.result.id);
  }
  const range = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)}% (median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)}%)`;
  };
  log(
    `tus through the gateway, ${pairs.length} paired runs: ${range(pairs.map((pair) => pair.wall))} of storage speed ` +
      `on these two shared cores; with a core per process (each chain as fast as its busiest process) ` +
      `${range(pairs.map((pair) => pair.perCore))} (target >= 80%)`,
  );

  // Resumable: create, send, cut at half, ask where it stands, send the rest.
  const metadata = tusMetadata('Bench resumed');
  const tusHeaders = { cookie, 'tus-resumable': '1.0.0' };
  const created = await send(`${stack.gatewayUrl}/api/artworks/uploads`, {
    method: 'POST',
    headers: { ...tusHeaders, 'upload-length': String(large.bytes), 'upload-metadata': metadata },
  });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${created.text}`);
  const location = `${stack.gatewayUrl}${created.headers.location}`;
  const patch = (offset, cutAfterBytes) =>
    send(location, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(large.bytes - offset),
      },
      body: createReadStream(large.path, { start: offset, highWaterMark: MiB }),
      cutAfterBytes,
    });
  const resumed = await sampled(stack, WATCHED, async () => {
    const started = process.hrtime.bigint();
    await patch(0, Math.floor(large.bytes / 2));
    await sleep(500);
    const head = await send(location, { method: 'HEAD', headers: tusHeaders });
    const offset = Number(head.headers['upload-offset']);
    const rest = await patch(offset);
    if (rest.status !== 200) throw new Error(`tus finish answered ${rest.status}: ${rest.text}`);
    return { offset, artwork: JSON.parse(rest.text), seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  });
  const stored = createHash('sha256');
  await pipeline(await storage.get(`originals/${resumed.result.artwork.filename}`), stored);
  const storedSha = stored.digest('hex');
  log(
    `tus ${large.bytes / MiB} MB cut at half: the server had ${(resumed.result.offset / MiB).toFixed(1)} MB, ` +
      `the rest sent from there; ${resumed.result.seconds.toFixed(2)} s in all; stored bytes ` +
      `${storedSha === large.sha256 ? 'identical' : 'DIFFERENT'} (sha256 ${storedSha.slice(0, 16)}…); RSS ${memoryLine(resumed.memory)}`,
  );
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
