#!/usr/bin/env node
// The priority lane: a bulk import of small images (upload field bulkImport=true, queue
// `ocr-bulk`) drains through the real OCR worker while a curator's single uploads (queue `ocr`)
// arrive; each single's queue wait and finish time is compared with the same upload on an idle
// queue. Also the drain rate and the CPU per image. With --fifo the import goes to the same lane
// as the singles (what the shop did before the lane), for comparison.
//
//   pnpm turbo run build && node bench/queue/priority-lane.mjs [--bulk 500] [--singles 5] [--workers 1] [--fifo]
import { parseArgs } from 'node:util';
import { ocrJobId, QUEUES } from '@shop/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { machineCpuSeconds, percentile, sleep, startShopStack, textImage, upload } from '../lib/shop-stack.mjs';
import { ocrProgress } from '../lib/ocr-progress.mjs';

const { values: args } = parseArgs({
  options: {
    bulk: { type: 'string', default: '500' },
    singles: { type: 'string', default: '5' },
    workers: { type: 'string', default: '1' },
    fifo: { type: 'boolean', default: false },
  },
});
const BULK = Number(args.bulk);
const SINGLES = Number(args.singles);
const WORKERS = Number(args.workers);
const WORDS = ['Harbor', 'Lantern', 'Meadow', 'Quartz', 'Velvet', 'Summit', 'Copper', 'Orchid', 'Glacier', 'Ember'];
const log = (line) => process.stdout.write(`${line}\n`);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const stack = await startShopStack({ label: 'lane', env: { OCR_CONCURRENCY: '1' } });
const redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
const lanes = {
  new: new Queue(QUEUES.ocr, { connection: redis, prefix: stack.queuePrefix }),
  bulk: new Queue(QUEUES.ocrBulk, { connection: redis, prefix: stack.queuePrefix }),
};

async function ocrStatus(id) {
  const { rows } = await stack.db.query('select ocr_status from catalog.artworks where id = $1', [id]);
  return rows[0]?.ocr_status;
}

/** One curator upload, timed: taken = a worker took the job, ocr = OCR done, processed = the catalog shows it. */
async function timedSingle(cookie, label) {
  const image = await textImage(`Single ${label}`);
  const started = performance.now();
  const startedAt = Date.now();
  const artwork = await upload(stack, cookie, image, `single-${label}`);
  const uploadedMs = performance.now() - started;
  let processedMs;
  for (;;) {
    const status = await ocrStatus(artwork.id);
    if (status === 'processed' || status === 'failed') {
      processedMs = performance.now() - started;
      break;
    }
    await sleep(20);
  }
  const job = await lanes.new.getJob(ocrJobId(artwork.id));
  return {
    uploadedMs,
    takenMs: job?.processedOn ? job.processedOn - startedAt : NaN,
    ocrMs: job?.finishedOn ? job.finishedOn - startedAt : NaN,
    processedMs,
  };
}

function summary(label, runs) {
  const stat = (key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return `median ${s(percentile(sorted, 50))} (${s(sorted[0])}-${s(sorted.at(-1))})`;
  };
  log(
    `${label}: taken by a worker ${stat('takenMs')}; OCR done ${stat('ocrMs')}; shown processed ${stat('processedMs')}`,
  );
}

try {
  for (let i = 1; i < WORKERS; i += 1) await stack.addWorker();
  const cookie = await stack.adminCookie();
  log(
    `bench/queue/priority-lane: ${BULK}-image bulk import (480x160 PNG text) ${args.fifo ? 'in the SAME lane as new uploads (--fifo)' : 'in lane ocr-bulk'}, ` +
      `${SINGLES} single uploads during the drain, ${WORKERS} OCR worker process(es), OCR_CONCURRENCY=1`,
  );

  // Warm up, then the singles on an idle queue.
  await timedSingle(cookie, 'warm-up');
  const idle = [];
  for (let i = 0; i < SINGLES; i += 1) idle.push(await timedSingle(cookie, `idle-${i}`));
  summary('idle queue      ', idle);

  const images = await Promise.all(
    Array.from({ length: BULK }, (_, i) => textImage(`${WORDS[i % WORDS.length]} import ${i}`)),
  );
  const bulkLane = args.fifo ? lanes.new : lanes.bulk;
  const extra = args.fifo ? {} : { bulkImport: 'true' };
  const cpuBefore = stack.cpuSeconds();
  const machineBefore = machineCpuSeconds();
  const started = performance.now();
  const ids = [];
  // The import script: four uploads in flight at a time.
  for (let i = 0; i < BULK; i += 4) {
    const batch = await Promise.all(
      images
        .slice(i, i + 4)
        .map((image, j) => upload(stack, cookie, image, `import-${i + j}`, 'Core Collection', extra)),
    );
    ids.push(...batch.map((artwork) => artwork.id));
  }
  const uploadedMs = performance.now() - started;
  const waitingAfterUpload = await bulkLane.getWaitingCount();
  log(`bulk uploads done in ${s(uploadedMs)}; ${waitingAfterUpload} import jobs still waiting`);

  // Singles while the import drains, one every 2 s.
  const busy = [];
  for (let i = 0; i < SINGLES; i += 1) {
    const waiting = await bulkLane.getWaitingCount();
    if (waiting === 0) break;
    const run = await timedSingle(cookie, `busy-${i}`);
    busy.push({ ...run, waiting });
    await sleep(2000);
  }
  if (busy.length > 0) {
    summary('during the drain', busy);
    log(`  import jobs waiting when each single arrived: ${busy.map((run) => run.waiting).join(', ')}`);
  }

  for (;;) {
    const progress = await ocrProgress(stack, ids);
    if (progress.done === BULK) {
      const drainedMs = performance.now() - started;
      const cpuAfter = stack.cpuSeconds();
      const machineAfter = machineCpuSeconds();
      const used = (name) => (cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0);
      const workerCpu = Object.keys(cpuAfter)
        .filter((name) => name.startsWith('ocr-worker'))
        .reduce((sum, name) => sum + used(name), 0);
      const stackCpu = Object.keys(cpuAfter)
        .filter((name) => name !== 'bench (load generator)')
        .reduce((sum, name) => sum + used(name), 0);
      const images = BULK + busy.length;
      log(
        `import drained: ${BULK} images in ${s(drainedMs)} from its first upload (${(BULK / (drainedMs / 1000)).toFixed(2)} images/s; failed ${progress.failed})`,
      );
      log(
        `CPU per image: OCR worker ${((workerCpu / images) * 1000).toFixed(0)} ms, every service process ${((stackCpu / images) * 1000).toFixed(0)} ms` +
          (machineBefore === undefined
            ? ''
            : `, whole machine ${(((machineAfter - machineBefore) / images) * 1000).toFixed(0)} ms (shared with other work)`),
      );
      break;
    }
    await sleep(250);
  }
} finally {
  await lanes.new.close();
  await lanes.bulk.close();
  redis.disconnect();
  await stack.stop();
}
