// Starts a private copy of the shop with the launcher (@shop/launcher startLocalShop), as the run
// command does: the built services as processes of their own, on their own ports, database and
// queue prefix on the local PostgreSQL and Redis, no demo seed. Benches measure what an operator
// would run.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, freePort, startLocalShop, waitReady } from '@shop/launcher';
import { textImage } from '@shop/testkit';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'bench', 'package.json'));
export const pg = require('pg');
export { freePort, textImage, waitReady };

export const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Every process of the stack: its name and pid. */
const processesOf = (shop) => [
  // Every replica: the first keeps the service's name, the next are "gateway-2"….
  ...Object.values(shop.replicas)
    .flat()
    .map((child) => ({ name: child.name, pid: child.pid })),
  ...shop.workers.map((child) => ({ name: child.name, pid: child.pid })),
];

/** A process's resident memory in KB from /proc (Linux), or undefined once it exited. */
function rssKbOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resident memory (MB) of every service process of this stack, by service name. Read from /proc,
 * not `ps`: a bench samples this every 100 ms while it measures, and a synchronous spawn each
 * time stalled the reader it shares the process with (and took CPU from what was measured).
 */
export function processMemory(shop) {
  const running = processesOf(shop).filter(({ pid }) => pid !== undefined);
  if (existsSync('/proc/self/status'))
    return Object.fromEntries(
      running.flatMap(({ name, pid }) => {
        const kb = rssKbOf(pid);
        return kb === undefined ? [] : [[name, Math.round(kb / 1024)]];
      }),
    );
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,rss=', '-p', running.map(({ pid }) => pid).join(',')], { encoding: 'utf8' });
  } catch {
    return {}; // none of them is running any more
  }
  const rssKb = new Map(
    out
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number)),
  );
  return Object.fromEntries(
    running.flatMap(({ name, pid }) => (rssKb.has(pid) ? [[name, Math.round(rssKb.get(pid) / 1024)]] : [])),
  );
}

/** User + system CPU seconds a process has used so far (Linux /proc); undefined once it exited. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined; // exited, or not Linux
  }
}

/** The storage (s3rver) the stack starts runs in a child process of the bench, outside the stack's list: its pid. */
export function storageProcessPid() {
  const pid = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .find((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('s3rver-process');
      } catch {
        return false;
      }
    });
  return pid === undefined ? undefined : Number(pid);
}

/**
 * The whole machine's busy CPU seconds so far (/proc/stat): every process, the kernel, and time
 * the hypervisor stole from this VM. Undefined where /proc is missing.
 */
export function machineCpuSeconds() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) used so far by every service process, and by this bench process. */
export function processCpuSeconds(shop) {
  const result = {};
  for (const { name, pid } of processesOf(shop)) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== undefined) result[name] = seconds;
  }
  const self = process.cpuUsage();
  result['bench (load generator)'] = (self.user + self.system) / 1e6;
  return result;
}

/** Runs `work` and answers its result with each process's share of one core while it ran. */
export async function withCpuShares(shop, work) {
  const before = processCpuSeconds(shop);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = processCpuSeconds(shop);
  const shares = {};
  for (const [name, used] of Object.entries(after)) {
    const share = (used - (before[name] ?? used)) / seconds;
    if (share >= 0.02) shares[name] = `${Math.round(share * 100)}%`;
  }
  return { result, shares };
}
/**
 * `replicas` and `workers` as the launcher's startLocalShop takes them (`--replicas` of the run
 * command); `serviceEnv` adds variables for one service alone (a profiler on the gateway, say).
 */
export async function startShopStack({ label, env = {}, serviceEnv, replicas, workers, nodeArgs }) {
  const runId = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${label}-`));
  const databaseName = `shop_bench_${label}_${runId}`;
  const databaseServer = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const dropBenchDatabase = () => dropDatabase(`${databaseServer}/postgres`, databaseName).catch(() => undefined);
  const queuePrefix = `bench-${label}-${runId}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let shop;
  try {
    shop = await startLocalShop({
      // s3rver in a process of its own, so this process's CPU is the load generator's alone.
      local: {
        dataDir,
        databaseUrl: `${databaseServer}/${databaseName}`,
        redisUrl,
        isS3Separate: true,
      },
      // Only what a program needs to run: the bench's own settings are not the services'.
      baseEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
      queuePrefix,
      replicas,
      workers,
      serviceEnv,
      // e.g. ['--cpu-prof', '--cpu-prof-dir=…'] for a bench's --cpu-prof.
      ...(nodeArgs ? { nodeArgs } : {}),
      isSequential: true,
      readyTimeoutMs: 180_000,
      env: {
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Production has no payments default (it fails closed); the bench never takes real money.
        PAYMENTS_PROVIDER: 'simulator',
        COOKIE_SECURE: 'false',
        RATE_LIMIT_LOGIN_MAX: '100000',
        RATE_LIMIT_WRITE_MAX: '10000000',
        // Notifications requires its own addresses in production.
        MAIL_FROM: 'Algorithmic Art Gallery <orders@bench.invalid>',
        CONTACT_TO: 'artist@bench.invalid',
        ...env,
      },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await dropBenchDatabase();
    throw error;
  }
  return {
    gatewayUrl: shop.gatewayUrl,
    gatewayUrls: shop.replicaUrls.gateway,
    /** Each gateway's operator port (METRICS_PORT): /metrics there. */
    gatewayMetricsUrls: shop.gatewayMetricsUrls,
    catalogUrl: shop.urls.catalog,
    /** Orders' own address (first replica), for a bench that tells its share from the gateway's. */
    ordersUrl: shop.urls.orders,
    workers: shop.workers,
    internalToken: shop.internalToken,
    adminPassword: shop.adminPassword,
    /** The storage the services use (S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET), for a bench that writes to it directly. */
    storage: {
      endpoint: shop.s3Endpoint,
      accessKey: shop.env.S3_ACCESS_KEY,
      secretKey: shop.env.S3_SECRET_KEY,
      bucket: shop.bucket,
    },
    db: shop.db,
    /** Where the stack's queues live, for a bench that reads BullMQ's own job timestamps. */
    redisUrl,
    queuePrefix,
    memory: () => processMemory(shop),
    /** `work`'s result, and the CPU share of each process (100% = one core) while it ran. */
    withCpuShares: (work) => withCpuShares(shop, work),
    /** CPU seconds (user + system) each service process has used so far. */
    cpuSeconds: () => processCpuSeconds(shop),
    /** Another OCR worker process on the same queue (scale the pool as operators do). */
    addWorker: () => shop.startWorker(),
    adminCookie: () => shop.adminCookie(),
    async stop() {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropBenchDatabase();
    },
  };
}

export async function upload(stack, cookie, image, title, category = 'Core Collection', extraFields = {}) {
  const file = { bytes: image, type: 'image/png', name: `${title}.png` };
  return uploadThrough(stack.gatewayUrl, cookie, file, { title, category, ...extraFields });
}

/** Uploads one file (`{ bytes, type, name }`) with its form fields through the gateway at `gatewayUrl`. */
export async function uploadThrough(gatewayUrl, cookie, file, fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('artwork', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${gatewayUrl}/api/artworks/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
