import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { startPrivateObjectStorage, type PrivateObjectStorage } from './object-storage.js';
import { freePort } from './ports.js';
import { startPostgresServer, type PostgresServer } from './postgres-server.js';
import { startProcess, type ManagedProcess } from './process.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import { createTestDatabase } from './database.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { findLocalStores, type LocalStores, type LocalStoresOptions } from './local-stores.js';
import { testRedisUrl } from './redis.js';
import { startTestS3 } from './s3.js';
import { startTcpBalancer, type TcpBalancer } from './tcp-balancer.js';
import { waitFor } from './wait-for.js';

/**
 * The HTTP services, in the order a one-at-a-time start uses: each after those it calls (payments
 * asks catalog for prices, orders asks payments and catalog), the gateway last.
 */
export const SERVICES = ['catalog', 'payments', 'orders', 'gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** packages/testkit/dist (or src) → the repository root. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const entryOf = (service: ServiceName | 'ocr-worker' | 'notifications') =>
  resolve(REPO_ROOT, 'services', service, 'dist', 'main.js');

/** The secrets the services share; random unless given (the run command keeps them between runs). */
export interface ShopSecrets {
  ADMIN_PASSWORD: string;
  SESSION_SECRET: string;
  INTERNAL_TOKEN: string;
  DOWNLOAD_TOKEN_SECRET: string;
  /** Issue #22: the key of this install's simulator webhooks; there is no default anyone could know. */
  PAYPAL_WEBHOOK_SECRET: string;
}

/**
 * Starts one service with its environment on its port and answers once it listens. The default
 * spawns the built service (`services/<name>/dist/main.js`); whole-stack tests pass one that builds
 * the apps in their own process, to inject requests and read logs.
 */
export type ServiceRunner = (service: {
  name: ServiceName;
  env: Record<string, string | undefined>;
  port: number;
}) => Promise<ManagedProcess>;

export interface ShopOptions {
  /**
   * `private` (default): a PostgreSQL, Redis and s3rver of the shop's own in temporary folders, which
   * a test may stop and start. `shared`: a fresh database on the tests' PostgreSQL, the tests'
   * Redis and an s3rver in this process. `local`: what the run command uses (see findLocalStores).
   */
  stores?: 'private' | 'shared' | 'local';
  run?: ServiceRunner;
  /** For `local` stores: the data folder, and where the database is. */
  local?: LocalStoresOptions;
  /** OCR worker processes to start with the shop (more with `startWorker`); default 1. */
  workers?: number;
  /**
   * Processes per HTTP service (issue #16); default 1 each. The gateway balances over every
   * replica of a service itself; the services reach each other through a TCP round-robin per
   * service in this process (what a Kubernetes Service does in production).
   */
  replicas?: Partial<Record<ServiceName, number>>;
  /**
   * Fixed ports (the run command's 8080, 4001…); the others are free ports. Further replicas of a
   * service on a fixed port take the next ports: gateway +1, +2…; the others +10, +20….
   */
  ports?: Partial<Record<ServiceName | 'ocr-worker' | 'notifications' | 'mail-smtp' | 'mail-web', number>>;
  /**
   * E-mail (issue #14): `catcher` (default) starts the notifications service and an embedded SMTP
   * catcher with a web inbox (maildev) it sends to; `{smtpUrl}` starts the service with that SMTP
   * server (a real provider); `off` starts neither.
   */
  mail?: 'catcher' | 'off' | { smtpUrl: string };
  /** Where the gateway listens; default loopback. */
  gatewayHost?: string;
  secrets?: Partial<ShopSecrets>;
  /** BullMQ prefix; default a random one, or with `inheritEnv` the services' own default. */
  queuePrefix?: string | undefined;
  /** Extra environment for every process, over the shop's wiring. */
  env?: Record<string, string>;
  /** Extra environment for one service only. */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  /** Extra environment for the notifications service (e.g. CONTACT_TO, its limits). */
  notificationsEnv?: Record<string, string>;
  /** Pass this process's environment on to the services (the run command; not tests). */
  inheritEnv?: boolean;
  /** Node flags for every service, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /**
   * Start one service at a time (each migrates first; two cores are better spent in turn) instead
   * of all at once.
   */
  isSequential?: boolean;
  readyTimeoutMs?: number;
  /**
   * Each process (and each data store `local` starts) in a process group of its own: a terminal's
   * Ctrl-C then reaches only the caller, whose `close` stops them in order with one SIGTERM each
   * (the run command). Tests leave it off, so an interrupted test run takes its processes along.
   */
  isDetached?: boolean;
  /** Every line a process writes. */
  onOutput?: (name: string, line: string) => void;
  /** A process exited that nobody stopped. */
  onUnexpectedExit?: (name: string) => void;
  log?: (message: string) => void;
}

/** The built services as child processes: the shop as operators run it. */
export interface Shop {
  /** The wiring every process got (stores, token, URLs, queue prefix), for processes a test starts itself. */
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  s3Endpoint: string;
  bucket: string;
  queuePrefix: string | undefined;
  internalToken: string;
  adminPassword: string;
  secrets: ShopSecrets;
  gatewayUrl: string;
  /** The first replica of each service. */
  urls: Record<ServiceName, string>;
  /** Every replica of each service, in order. */
  replicaUrls: Record<ServiceName, string[]>;
  /** Each gateway replica's METRICS_PORT, in order: /metrics is not on the shop's port (issue #22). */
  gatewayMetricsUrls: string[];
  /** The first replica of each service. */
  processes: Map<ServiceName, ManagedProcess>;
  /** Every replica of each service, in order (a stopped one stays until started again). */
  replicas: Record<ServiceName, ManagedProcess[]>;
  workers: ManagedProcess[];
  /** The notifications service, unless `mail: 'off'`. */
  notifications: ManagedProcess | undefined;
  /** The embedded SMTP catcher and its web inbox, with `mail: 'catcher'`. */
  mail: MailCatcher | undefined;
  /** A pool on the shop's database, for checking what was (not) stored. */
  db: pg.Pool;
  startWorker(): Promise<ManagedProcess>;
  /** Sends a signal to a service (its first replica unless `index` says) and waits for it to exit. */
  stopService(name: ServiceName, signal?: NodeJS.Signals, index?: number): Promise<void>;
  startService(name: ServiceName, index?: number): Promise<void>;
  /** Signs in as the curator through the gateway and returns the Cookie header value. */
  adminCookie(): Promise<string>;
  /** The last log lines of every process, for a failure message. */
  diagnostics(): string;
  /** Stops the services, then the data stores it started. */
  close(): Promise<void>;
}

/** A shop on private data stores, which tests may take away. */
export interface PrivateShop extends Shop {
  redis: RedisServer;
  postgres: PostgresServer;
  storage: PrivateObjectStorage;
}

interface Stores {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
  /** The catalog, which takes uploads, may reach storage through a fault proxy. */
  catalogS3Endpoint: string;
  close(): Promise<void>;
}

async function startPrivateStores(): Promise<{
  stores: Stores;
  redis: RedisServer;
  postgres: PostgresServer;
  storage: PrivateObjectStorage;
}> {
  const started: { destroy(): Promise<void> }[] = [];
  try {
    const [redis, postgres, storage] = await Promise.all([
      startRedisServer().then((server) => (started.push(server), server)),
      startPostgresServer().then((server) => (started.push(server), server)),
      startPrivateObjectStorage().then((server) => (started.push(server), server)),
    ]);
    const databaseUrl = await postgres.createDatabase('shop');
    return {
      redis,
      postgres,
      storage,
      stores: {
        databaseUrl,
        redisUrl: redis.url,
        s3: { endpoint: storage.endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER' },
        catalogS3Endpoint: storage.faultyEndpoint,
        close: async () => {
          await Promise.all([redis.destroy(), postgres.destroy(), storage.destroy()]);
        },
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.destroy().catch(() => undefined)));
    throw error;
  }
}

async function startSharedStores(): Promise<Stores> {
  const database = await createTestDatabase('stack');
  const s3 = await startTestS3().catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    databaseUrl: database.url,
    redisUrl: testRedisUrl(),
    s3,
    catalogS3Endpoint: s3.endpoint,
    close: async () => {
      await s3.close();
      await database.drop();
    },
  };
}

function localStores(found: LocalStores): Stores {
  return { ...found, catalogS3Endpoint: found.s3.endpoint };
}

async function waitReady(name: string, url: string, child: ManagedProcess, timeoutMs: number): Promise<void> {
  await waitFor(
    async () => {
      if (!child.isRunning()) throw new Error(`${name} exited:\n${child.recentOutput()}`);
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) });
      return response.ok;
    },
    { timeoutMs, intervalMs: 200, what: `${name} to be ready at ${url}` },
  ).catch((error: unknown) => {
    throw new Error(`${name} did not become ready:\n${child.recentOutput()}`, { cause: error });
  });
}

const randomSecrets = (given: Partial<ShopSecrets> = {}): ShopSecrets => ({
  ADMIN_PASSWORD: given.ADMIN_PASSWORD ?? `admin-${randomBytes(8).toString('hex')}`,
  SESSION_SECRET: given.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  INTERNAL_TOKEN: given.INTERNAL_TOKEN ?? randomBytes(24).toString('hex'),
  DOWNLOAD_TOKEN_SECRET: given.DOWNLOAD_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  PAYPAL_WEBHOOK_SECRET: given.PAYPAL_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
});

export async function startShop(options?: ShopOptions & { stores?: 'private' }): Promise<PrivateShop>;
export async function startShop(options: ShopOptions & { stores: 'local' | 'shared' }): Promise<Shop>;
export async function startShop(options: ShopOptions = {}): Promise<Shop | PrivateShop> {
  if (options.stores === 'local') {
    if (!options.local) throw new Error('local stores need a data folder (options.local.dataDir)');
    const found = await findLocalStores({ log: options.log, isDetached: options.isDetached, ...options.local });
    return startServices(localStores(found), options);
  }
  if (options.stores === 'shared') return startServices(await startSharedStores(), options);
  const { stores, redis, postgres, storage } = await startPrivateStores();
  const shop = await startServices(stores, options);
  return { ...shop, redis, postgres, storage };
}

async function startServices(stores: Stores, options: ShopOptions): Promise<Shop> {
  const countOf = (name: ServiceName) => Math.max(1, options.replicas?.[name] ?? 1);
  const portsOf = async (name: ServiceName): Promise<number[]> => {
    const fixed = options.ports?.[name];
    const step = name === 'gateway' ? 1 : 10;
    const list: number[] = [];
    for (let index = 0; index < countOf(name); index++) list.push(fixed ? fixed + index * step : await freePort());
    return list;
  };
  const replicaPorts: Record<ServiceName, number[]> = {
    catalog: await portsOf('catalog'),
    orders: await portsOf('orders'),
    payments: await portsOf('payments'),
    gateway: await portsOf('gateway'),
  };
  const toUrl = (port: number) => `http://127.0.0.1:${port}`;
  // Issue #22: each gateway serves /metrics on a port of its own, apart from the shop's.
  const gatewayMetricsPorts: number[] = [];
  for (let index = 0; index < replicaPorts.gateway.length; index++) gatewayMetricsPorts.push(await freePort());
  const replicaUrls: Record<ServiceName, string[]> = {
    catalog: replicaPorts.catalog.map(toUrl),
    orders: replicaPorts.orders.map(toUrl),
    payments: replicaPorts.payments.map(toUrl),
    gateway: replicaPorts.gateway.map(toUrl),
  };
  const ports: Record<ServiceName, number> = {
    catalog: replicaPorts.catalog[0] ?? 0,
    orders: replicaPorts.orders[0] ?? 0,
    payments: replicaPorts.payments[0] ?? 0,
    gateway: replicaPorts.gateway[0] ?? 0,
  };
  // Only with replicas: a single process per service is called directly, as before.
  const balanced = SERVICES.some((name) => countOf(name) > 1);
  const balancers: TcpBalancer[] = [];
  const serviceUrlOf = async (name: ServiceName): Promise<string> => {
    if (!balanced) return urls[name];
    const balancer = await startTcpBalancer(replicaPorts[name]);
    balancers.push(balancer);
    return balancer.url;
  };
  // Chosen now: the gateway routes the contact form and the Inbox to it (issue #14).
  const notificationsPort = options.ports?.notifications ?? (await freePort());
  const urls = {
    catalog: toUrl(ports.catalog),
    orders: toUrl(ports.orders),
    payments: toUrl(ports.payments),
    gateway: toUrl(ports.gateway),
  };
  const secrets = randomSecrets(options.secrets);
  const bucket = options.env?.S3_BUCKET ?? 'artworks';
  // Tests get queues of their own; the run command keeps the services' default unless told.
  const queuePrefix =
    options.queuePrefix ?? (options.inheritEnv ? undefined : `shop-${randomBytes(4).toString('hex')}`);
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  const base: Record<string, string | undefined> = options.inheritEnv
    ? process.env
    : { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };
  const wiring: Record<string, string | undefined> = {
    HOST: '127.0.0.1',
    INTERNAL_TOKEN: secrets.INTERNAL_TOKEN,
    DOWNLOAD_TOKEN_SECRET: secrets.DOWNLOAD_TOKEN_SECRET,
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redisUrl,
    ...(queuePrefix ? { QUEUE_PREFIX: queuePrefix } : {}),
    S3_ENDPOINT: stores.s3.endpoint,
    S3_ACCESS_KEY: stores.s3.accessKey,
    S3_SECRET_KEY: stores.s3.secretKey,
    S3_BUCKET: bucket,
    CATALOG_URL: await serviceUrlOf('catalog'),
    ORDERS_URL: await serviceUrlOf('orders'),
    PAYMENTS_URL: await serviceUrlOf('payments'),
    NOTIFICATIONS_URL: `http://127.0.0.1:${notificationsPort}`,
    PUBLIC_BASE_URL: urls.gateway,
    ...options.env,
  };
  const common = { ...base, ...wiring };
  const envOf = (name: ServiceName, index: number): Record<string, string | undefined> => ({
    ...common,
    PORT: String(replicaPorts[name][index] ?? ports[name]),
    // With replicas the gateway balances over them itself (a list of addresses).
    ...(name === 'gateway' && balanced
      ? {
          CATALOG_URL: replicaUrls.catalog.join(','),
          ORDERS_URL: replicaUrls.orders.join(','),
          PAYMENTS_URL: replicaUrls.payments.join(','),
        }
      : {}),
    ...(name === 'catalog' ? { S3_ENDPOINT: stores.catalogS3Endpoint } : {}),
    ...(name === 'gateway'
      ? {
          HOST: options.gatewayHost ?? '127.0.0.1',
          ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
          SESSION_SECRET: secrets.SESSION_SECRET,
          METRICS_PORT: String(gatewayMetricsPorts[index] ?? 0),
        }
      : {}),
    ...(name === 'payments' ? { PAYPAL_WEBHOOK_SECRET: secrets.PAYPAL_WEBHOOK_SECRET } : {}),
    ...options.serviceEnv?.[name],
  });

  const processes = new Map<ServiceName, ManagedProcess>();
  const replicas: Record<ServiceName, ManagedProcess[]> = { catalog: [], orders: [], payments: [], gateway: [] };
  const workers: ManagedProcess[] = [];
  const mailMode = options.mail ?? 'catcher';
  let mail: MailCatcher | undefined;
  let notifications: ManagedProcess | undefined;
  let isClosing = false;
  const stopping = new Set<ManagedProcess>();
  const db = new pg.Pool({ connectionString: stores.databaseUrl, max: 4 });
  // Fault tests stop PostgreSQL under this pool; its idle clients then report errors.
  db.on('error', () => undefined);

  const spawnNode = (name: string, entry: string, env: Record<string, string | undefined>) => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first (pnpm build).`);
    const child = startProcess({
      name,
      command: process.execPath,
      args: [...(options.nodeArgs ?? []), entry],
      env,
      onLine: options.onOutput ? (line) => options.onOutput?.(name, line) : undefined,
      isDetached: options.isDetached,
    });
    void child.exited().then(() => {
      if (!isClosing && !stopping.has(child)) options.onUnexpectedExit?.(name);
    });
    return child;
  };
  const replicaName = (name: ServiceName, index: number) => (index === 0 ? name : `${name}-${index + 1}`);
  const run: ServiceRunner =
    options.run ??
    (async ({ name, env, port }) => {
      const index = Math.max(0, replicaPorts[name].indexOf(port));
      return spawnNode(replicaName(name, index), entryOf(name), env);
    });
  const startService = async (name: ServiceName, index = 0) => {
    const port = replicaPorts[name][index];
    if (port === undefined) throw new Error(`${name} has no replica #${index + 1}`);
    const child = await run({ name, env: envOf(name, index), port });
    replicas[name][index] = child;
    if (index === 0) processes.set(name, child);
    await waitReady(replicaName(name, index), toUrl(port), child, readyTimeoutMs);
  };
  const indexesOf = (name: ServiceName) => replicaPorts[name].map((_, index) => index);

  const startWorker = async () => {
    const port = workers.length === 0 && options.ports?.['ocr-worker'] ? options.ports['ocr-worker'] : await freePort();
    const name = workers.length === 0 ? 'ocr-worker' : `ocr-worker-${workers.length + 1}`;
    const worker = spawnNode(name, entryOf('ocr-worker'), { ...common, PORT: String(port) });
    workers.push(worker);
    await waitReady(name, `http://127.0.0.1:${port}`, worker, readyTimeoutMs);
    return worker;
  };

  // Orders publishes order-events whether or not anyone listens; this service sends the e-mail.
  const startNotifications = async () => {
    if (mailMode === 'off') return;
    mail =
      mailMode === 'catcher'
        ? await startMailCatcher({
            smtpPort: options.ports?.['mail-smtp'],
            webPort: options.ports?.['mail-web'],
            webHost: options.gatewayHost,
          })
        : undefined;
    const smtpUrl = mail?.smtpUrl ?? (typeof mailMode === 'object' ? mailMode.smtpUrl : '');
    const port = notificationsPort;
    notifications = spawnNode('notifications', entryOf('notifications'), {
      ...common,
      PORT: String(port),
      SMTP_URL: smtpUrl,
      ...options.notificationsEnv,
    });
    await waitReady('notifications', `http://127.0.0.1:${port}`, notifications, readyTimeoutMs);
  };

  const allReplicas = () => SERVICES.flatMap((name) => replicas[name]);
  const stopChild = async (child: ManagedProcess, signal: NodeJS.Signals = 'SIGTERM') => {
    stopping.add(child);
    await child.stop(signal, 8000);
  };

  const close = async () => {
    isClosing = true;
    // The run command stops the gateway first, so no request reaches a service that is going away;
    // tests stop everything at once.
    if (options.isSequential) await Promise.all(replicas.gateway.map((child) => stopChild(child)));
    const children = [...allReplicas(), ...workers, ...(notifications ? [notifications] : [])];
    await Promise.all(children.map((child) => stopChild(child)));
    await mail?.close();
    await Promise.all(balancers.map((balancer) => balancer.close()));
    await db.end().catch(() => undefined);
    await stores.close();
  };

  try {
    if (options.isSequential) {
      for (const name of SERVICES.filter((service) => service !== 'gateway'))
        for (const index of indexesOf(name)) await startService(name, index);
      for (let i = 0; i < (options.workers ?? 1); i++) await startWorker();
      await startNotifications();
      for (const index of indexesOf('gateway')) await startService('gateway', index);
    } else {
      // Each service migrates its own schema under kysely's lock, so they (and their replicas)
      // can start together.
      await Promise.all(SERVICES.flatMap((name) => indexesOf(name).map((index) => startService(name, index))));
      for (let i = 0; i < (options.workers ?? 1); i++) await startWorker();
      await startNotifications();
    }
  } catch (error) {
    await close();
    throw error;
  }

  const env = Object.fromEntries(
    Object.entries(wiring).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return {
    env,
    databaseUrl: stores.databaseUrl,
    redisUrl: stores.redisUrl,
    s3Endpoint: stores.s3.endpoint,
    bucket,
    queuePrefix,
    internalToken: secrets.INTERNAL_TOKEN,
    adminPassword: secrets.ADMIN_PASSWORD,
    secrets,
    gatewayUrl: urls.gateway,
    urls,
    replicaUrls,
    gatewayMetricsUrls: gatewayMetricsPorts.map(toUrl),
    processes,
    replicas,
    workers,
    notifications,
    mail,
    db,
    startWorker,
    async stopService(name, signal = 'SIGTERM', index = 0) {
      const child = replicas[name][index];
      if (child) await stopChild(child, signal);
    },
    startService,
    async adminCookie() {
      const response = await fetch(`${urls.gateway}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: secrets.ADMIN_PASSWORD }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('shop_session='));
      if (!cookie) throw new Error('login set no session cookie');
      return cookie.split(';', 1)[0] ?? '';
    },
    diagnostics() {
      return [...allReplicas(), ...workers, ...(notifications ? [notifications] : [])]
        .map((child) => `--- ${child.name} (${child.isRunning() ? 'running' : 'exited'})\n${child.recentOutput(15)}`)
        .join('\n');
    },
    close,
  };
}
