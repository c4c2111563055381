import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { waitFor } from '@shop/testkit';
import pg from 'pg';
import { startProcess, type ManagedProcess } from './child.js';
import { startPrivateObjectStorage, type PrivateObjectStorage } from './object-storage.js';
import { freePort } from './ports.js';
import { startPrivatePostgres, type PrivatePostgres } from './postgres-server.js';
import { startPrivateRedis, type PrivateRedis } from './redis-server.js';

export const SERVICES = ['catalog', 'orders', 'payments', 'gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

const ROOT = resolve(import.meta.dirname, '../../..');
const entryOf = (service: ServiceName | 'ocr-worker') => resolve(ROOT, 'services', service, 'dist', 'main.js');

export interface ShopOptions {
  /** OCR worker processes to start with the shop (more can be added with `startWorker`). */
  workers?: number;
  ocrConcurrency?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

/** The built services as child processes on a private PostgreSQL, Redis and s3rver: the shop as operators run it. */
export interface Shop {
  redis: PrivateRedis;
  postgres: PrivatePostgres;
  storage: PrivateObjectStorage;
  databaseUrl: string;
  bucket: string;
  queuePrefix: string;
  internalToken: string;
  adminPassword: string;
  gatewayUrl: string;
  urls: Record<ServiceName, string>;
  processes: Map<ServiceName, ManagedProcess>;
  workers: ManagedProcess[];
  /** A pool on the shop's database, for checking what was (not) stored. */
  db: pg.Pool;
  startWorker(): Promise<ManagedProcess>;
  /** Sends a signal to a service and waits for it to exit. */
  stopService(name: ServiceName, signal?: NodeJS.Signals): Promise<void>;
  startService(name: ServiceName): Promise<void>;
  /** Signs in as the curator through the gateway and returns the Cookie header value. */
  adminCookie(): Promise<string>;
  /** The last log lines of every process, for a failure message. */
  diagnostics(): string;
  close(): Promise<void>;
}

async function waitReady(name: string, url: string, process: ManagedProcess, timeoutMs = 90_000): Promise<void> {
  await waitFor(
    async () => {
      if (!process.isRunning()) throw new Error(`${name} exited:\n${process.recentOutput()}`);
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) });
      return response.ok;
    },
    { timeoutMs, intervalMs: 200, what: `${name} to be ready at ${url}` },
  ).catch((error: unknown) => {
    throw new Error(`${name} did not become ready:\n${process.recentOutput()}`, { cause: error });
  });
}

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const started: { close(): Promise<void> }[] = [];
  try {
    const [redis, postgres, storage] = await Promise.all([
      startPrivateRedis(),
      startPrivatePostgres(),
      startPrivateObjectStorage(),
    ]);
    started.push(
      { close: () => redis.destroy() },
      { close: () => postgres.destroy() },
      { close: () => storage.destroy() },
    );
    const shop = await startServices({ redis, postgres, storage }, options);
    return shop;
  } catch (error) {
    for (const resource of started.reverse()) await resource.close().catch(() => undefined);
    throw error;
  }
}

async function startServices(
  infra: { redis: PrivateRedis; postgres: PrivatePostgres; storage: PrivateObjectStorage },
  options: ShopOptions,
): Promise<Shop> {
  const { redis, postgres, storage } = infra;
  const databaseUrl = await postgres.createDatabase('shop');
  const ports = {
    catalog: await freePort(),
    orders: await freePort(),
    payments: await freePort(),
    gateway: await freePort(),
  };
  const urls = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
  ) as Record<ServiceName, string>;
  const internalToken = randomBytes(24).toString('hex');
  const adminPassword = `admin-${randomBytes(8).toString('hex')}`;
  const bucket = 'artworks';
  const queuePrefix = `resilience-${randomBytes(4).toString('hex')}`;
  const common: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'test',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    INTERNAL_TOKEN: internalToken,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: queuePrefix,
    S3_ENDPOINT: storage.endpoint,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: bucket,
    CATALOG_URL: urls.catalog,
    ORDERS_URL: urls.orders,
    PAYMENTS_URL: urls.payments,
    PUBLIC_BASE_URL: urls.gateway,
    SHUTDOWN_TIMEOUT_MS: '5000',
    PAYMENTS_PROVIDER: 'simulator',
    DOWNLOAD_TOKEN_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: adminPassword,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '1000000',
    // Retries after an outage come quickly, so the tests wait seconds, not minutes.
    OCR_BACKOFF_MS: '300',
    OCR_CONCURRENCY: String(options.ocrConcurrency ?? 1),
    ...options.env,
  };

  const processes = new Map<ServiceName, ManagedProcess>();
  const workers: ManagedProcess[] = [];
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The fault tests stop PostgreSQL under this pool; its idle clients then report errors.
  db.on('error', () => undefined);

  const spawnService = (name: ServiceName) => {
    const child = startProcess({
      name,
      command: process.execPath,
      args: [entryOf(name)],
      // The catalog, which takes uploads, reaches storage through the fault proxy.
      env: {
        ...common,
        PORT: String(ports[name]),
        ...(name === 'catalog' ? { S3_ENDPOINT: storage.faultyEndpoint } : {}),
      },
    });
    processes.set(name, child);
    return child;
  };

  const startWorker = async () => {
    const port = await freePort();
    const worker = startProcess({
      name: `ocr-worker-${workers.length + 1}`,
      command: process.execPath,
      args: [entryOf('ocr-worker')],
      env: { ...common, PORT: String(port) },
    });
    workers.push(worker);
    await waitReady(worker.name, `http://127.0.0.1:${port}`, worker);
    return worker;
  };

  const close = async () => {
    await Promise.all([...processes.values(), ...workers].map((child) => child.stop('SIGTERM', 8000)));
    await db.end().catch(() => undefined);
    await Promise.all([redis.destroy(), postgres.destroy(), storage.destroy()]);
  };

  try {
    // Each service migrates its own schema, so they can start together.
    await Promise.all(SERVICES.map((name) => waitReady(name, urls[name], spawnService(name))));
    for (let i = 0; i < (options.workers ?? 1); i++) await startWorker();
  } catch (error) {
    await close();
    throw error;
  }

  return {
    redis,
    postgres,
    storage,
    databaseUrl,
    bucket,
    queuePrefix,
    internalToken,
    adminPassword,
    gatewayUrl: urls.gateway,
    urls,
    processes,
    workers,
    db,
    startWorker,
    async stopService(name, signal = 'SIGTERM') {
      await processes.get(name)?.stop(signal);
    },
    async startService(name) {
      await waitReady(name, urls[name], spawnService(name));
    },
    async adminCookie() {
      const response = await fetch(`${urls.gateway}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: adminPassword }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('shop_session='));
      if (!cookie) throw new Error('login set no session cookie');
      return cookie.split(';', 1)[0] ?? '';
    },
    diagnostics() {
      return [...processes.values(), ...workers]
        .map((child) => `--- ${child.name} (${child.isRunning() ? 'running' : 'exited'})\n${child.recentOutput(15)}`)
        .join('\n');
    },
    close,
  };
}
