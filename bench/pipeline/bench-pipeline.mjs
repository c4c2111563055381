#!/usr/bin/env node
// 100 uploads end to end (gateway → catalog → object storage → queue → OCR worker → results →
// catalog), timed until every artwork is processed, with 1 and then 2 OCR worker processes
// (OCR_CONCURRENCY=1 each, so the process count is what changes), and the resident memory of
// every process sampled while it runs.
//
//   pnpm turbo run build && node bench/pipeline/bench-pipeline.mjs [--uploads 100]
import { parseArgs } from 'node:util';
import { sleep, startShopStack, textImage, upload } from '../lib/shop-stack.mjs';
import { ocrProgress } from '../lib/ocr-progress.mjs';

const { values: args } = parseArgs({ options: { uploads: { type: 'string', default: '100' } } });
const UPLOADS = Number(args.uploads);
const WORDS = ['Harbor', 'Lantern', 'Meadow', 'Quartz', 'Velvet', 'Summit', 'Copper', 'Orchid', 'Glacier', 'Ember'];
const log = (line) => process.stdout.write(`${line}\n`);

async function round(stack, cookie, label) {
  const images = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => textImage(`${WORDS[i % WORDS.length]} ${label} ${i}`)),
  );
  const peak = {};
  const sample = () => {
    for (const [name, mb] of Object.entries(stack.memory())) peak[name] = Math.max(peak[name] ?? 0, mb);
  };
  const sampler = setInterval(sample, 500);
  const started = performance.now();
  const ids = [];
  // A curator's burst: four uploads in flight at a time, as the dashboard sends a dropped folder.
  for (let i = 0; i < UPLOADS; i += 4) {
    const batch = await Promise.all(
      images.slice(i, i + 4).map((image, j) => upload(stack, cookie, image, `${label}-${i + j}`)),
    );
    ids.push(...batch.map((artwork) => artwork.id));
  }
  const uploadedMs = performance.now() - started;
  for (;;) {
    const progress = await ocrProgress(stack, ids);
    if (progress.done === UPLOADS) {
      clearInterval(sampler);
      sample();
      const totalMs = performance.now() - started;
      return { uploadedMs, totalMs, failed: progress.failed, peak };
    }
    await sleep(100);
  }
}

const stack = await startShopStack({ label: 'pipeline', env: { OCR_CONCURRENCY: '1' } });
try {
  const cookie = await stack.adminCookie();
  log(`bench/pipeline: ${UPLOADS} uploads (480x160 PNG text images) end to end, OCR_CONCURRENCY=1 per worker process`);
  log(`idle memory (RSS MB): ${JSON.stringify(stack.memory())}`);
  const results = [];
  for (const workers of [1, 2]) {
    if (workers === 2) await stack.addWorker();
    const result = await round(stack, cookie, `w${workers}`);
    results.push({ workers, ...result });
    log(
      `${workers} worker process${workers > 1 ? 'es' : ''}: all ${UPLOADS} processed in ${(result.totalMs / 1000).toFixed(1)} s ` +
        `(${(UPLOADS / (result.totalMs / 1000)).toFixed(2)} images/s; uploads alone took ${(result.uploadedMs / 1000).toFixed(1)} s; failed ${result.failed})`,
    );
    log(`  peak RSS MB: ${JSON.stringify(result.peak)}`);
  }
  const [one, two] = results;
  log(`speed-up with 2 worker processes: ${(one.totalMs / two.totalMs).toFixed(2)}x`);
} finally {
  await stack.stop();
}
