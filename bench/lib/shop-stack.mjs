// Starts a private copy of the shop with the run command's own script (scripts/dev.mjs), as the
// e2e suite does: its own ports, data folder, database and queue prefix on the local PostgreSQL
// and Redis, no demo seed. Benches measure what an operator would run.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'bench', 'package.json'));
export const pg = require('pg');

export const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Resolves once `readyUrl` answers 2xx; fails if `child` exits first or time runs out. */
export async function waitReady(readyUrl, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${readyUrl} was ready`);
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${readyUrl} was not ready within ${timeoutMs / 1000} s`);
}

/** Every service process of this stack: name, pid and resident memory (MB). */
function serviceProcesses(devPid) {
  const out = execFileSync('ps', ['-eo', 'pid,ppid,rss,args', '--no-headers'], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, ppid, rss, args]) => ({ pid: Number(pid), ppid: Number(ppid), rssMb: Number(rss) / 1024, args }))
    .flatMap((row) => {
      const match = row.args.match(/services\/([a-z-]+)\/dist\/main\.js/);
      if (!match || (row.ppid !== devPid && !extraPids.has(row.pid))) return [];
      return [{ name: extraPids.get(row.pid) ?? match[1], pid: row.pid, rssMb: row.rssMb }];
    });
}

/** Resident memory (MB) of every service process of this stack, by service name. */
export function processMemory(devPid) {
  return Object.fromEntries(serviceProcesses(devPid).map(({ name, rssMb }) => [name, Math.round(rssMb)]));
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
export function processCpuSeconds(devPid) {
  const result = {};
  for (const { name, pid } of serviceProcesses(devPid)) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== undefined) result[name] = seconds;
  }
  const self = process.cpuUsage();
  result['bench (load generator)'] = (self.user + self.system) / 1e6;
  return result;
}

/** Runs `work` and answers its result with each process's share of one core while it ran. */
export async function withCpuShares(devPid, work) {
  const before = processCpuSeconds(devPid);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = processCpuSeconds(devPid);
  const shares = {};
  for (const [name, used] of Object.entries(after)) {
    const share = (used - (before[name] ?? used)) / seconds;
    if (share >= 0.02) shares[name] = `${Math.round(share * 100)}%`;
  }
  return { result, shares };
}
const extraPids = new Map();

export async function startShopStack({ label, env = {} }) {
  const runId = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${label}-`));
  const gatewayPort = await freePort();
  // dev.mjs places the services at 4001+offset…4004+offset: pick an offset whose ports are free.
  const offset = 20_000 + Math.floor(Math.random() * 20_000);
  const s3Port = await freePort();
  const databaseName = `shop_bench_${label}_${runId}`;
  const adminPassword = `bench-${runId}-password`;
  const databaseServer = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const childEnv = {
    ...process.env,
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    SHOP_PORT_OFFSET: String(offset),
    S3_PORT: String(s3Port),
    SHOP_DATA_DIR: dataDir,
    DATABASE_URL: `${databaseServer}/${databaseName}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `bench-${label}-${runId}`,
    SHOP_SEED: 'false',
    ADMIN_PASSWORD: adminPassword,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '10000000',
    ...env,
  };
  // production needs every secret: give them, as an operator would.
  childEnv.SESSION_SECRET ??= randomBytes(32).toString('hex');
  childEnv.INTERNAL_TOKEN ??= randomBytes(24).toString('hex');
  childEnv.DOWNLOAD_TOKEN_SECRET ??= randomBytes(32).toString('hex');
  const dev = spawn(process.execPath, [join(root, 'scripts', 'dev.mjs')], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  for (const stream of [dev.stdout, dev.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output.push(chunk);
      if (output.length > 200) output.shift();
    });
  }
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const extraWorkers = [];
  const stop = async () => {
    for (const worker of extraWorkers) if (worker.exitCode === null) worker.kill('SIGTERM');
    await Promise.all(
      extraWorkers.map((worker) => (worker.exitCode !== null ? undefined : new Promise((r) => worker.once('exit', r)))),
    );
    if (dev.exitCode === null) {
      dev.kill('SIGTERM');
      await new Promise((r) => dev.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: `${databaseServer}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
  };
  try {
    await waitReady(`${gatewayUrl}/readyz`, dev);
  } catch (error) {
    process.stderr.write(output.join(''));
    await stop();
    throw error;
  }
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
  const db = new pg.Pool({ connectionString: childEnv.DATABASE_URL, max: 4 });
  return {
    gatewayUrl,
    catalogUrl: `http://127.0.0.1:${4001 + offset}`,
    internalToken: secrets.INTERNAL_TOKEN,
    adminPassword,
    db,
    devPid: dev.pid,
    memory: () => processMemory(dev.pid),
    /** `work`'s result, and the CPU share of each process (100% = one core) while it ran. */
    withCpuShares: (work) => withCpuShares(dev.pid, work),
    /** Another OCR worker process on the same queue (scale the pool as operators do). */
    async addWorker() {
      const port = await freePort();
      const worker = spawn(process.execPath, [join(root, 'services', 'ocr-worker', 'dist', 'main.js')], {
        env: {
          ...childEnv,
          PORT: String(port),
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_ACCESS_KEY: 'S3RVER',
          S3_SECRET_KEY: 'S3RVER',
          S3_BUCKET: childEnv.S3_BUCKET ?? 'artworks',
        },
        stdio: 'ignore',
      });
      extraWorkers.push(worker);
      extraPids.set(worker.pid, `ocr-worker-${extraWorkers.length + 1}`);
      await waitReady(`http://127.0.0.1:${port}/readyz`, worker);
      return worker;
    },
    async adminCookie() {
      const response = await fetch(`${gatewayUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: adminPassword }),
      });
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      return response.headers.getSetCookie()[0].split(';', 1)[0];
    },
    async stop() {
      await db.end().catch(() => undefined);
      await stop();
    },
  };
}

/** A small PNG with a word on it, rendered with sharp (as the shop's own tests do). */
export async function textImage(text, width = 480, height = 160) {
  const sharp = require('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="24" y="${Math.round(height / 2 + 16)}" font-family="DejaVu Sans" font-size="40" fill="#111111">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function upload(stack, cookie, image, title, category = 'Core Collection') {
  const form = new FormData();
  form.append('title', title);
  form.append('category', category);
  form.append('artwork', new Blob([image], { type: 'image/png' }), `${title}.png`);
  const response = await fetch(`${stack.gatewayUrl}/api/artworks/upload`, {
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
