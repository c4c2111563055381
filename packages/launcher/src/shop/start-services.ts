import { existsSync } from 'node:fs';
import { endpointPath, login } from '@shop/contracts';
import pg from 'pg';
import { freePort } from '../processes/ports.js';
import { startProcess, type ManagedProcess } from '../processes/process.js';
import { startTcpBalancer, type TcpBalancer } from '../processes/tcp-balancer.js';
import { waitReady } from '../processes/wait-ready.js';
import { startMailCatcher, type MailCatcher } from '../stores/mail-catcher.js';
import { randomSecrets } from './secrets.js';
import {
  entryOf,
  OCR_WORKER_NODE_FLAGS,
  SERVICES,
  type ServiceName,
  type ServiceRunner,
  type ServicesOptions,
  type Shop,
  type ShopStores,
} from './types.js';

/**
 * Starts every service, the OCR worker(s) and notifications (with a mail catcher) on `stores`, and
 * answers once all are ready; `close` stops them, then the stores.
 */
export async function startServices(stores: ShopStores, options: ServicesOptions = {}): Promise<Shop> {
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
  // Each gateway serves /metrics on a port of its own, apart from the shop's.
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
  // Chosen now: the gateway routes the contact form and the Inbox to it.
  const notificationsPort = options.ports?.notifications ?? (await freePort());
  const urls = {
    catalog: toUrl(ports.catalog),
    orders: toUrl(ports.orders),
    payments: toUrl(ports.payments),
    gateway: toUrl(ports.gateway),
  };
  const secrets = randomSecrets(options.secrets);
  const bucket = options.env?.S3_BUCKET ?? 'artworks';
  const queuePrefix = options.queuePrefix;
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  const base = options.baseEnv ?? {};
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
    ...(name === 'catalog' && stores.catalogS3Endpoint ? { S3_ENDPOINT: stores.catalogS3Endpoint } : {}),
    ...(name === 'gateway'
      ? {
          HOST: options.gatewayHost ?? '127.0.0.1',
          ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
          SESSION_SECRET: secrets.SESSION_SECRET,
          METRICS_PORT: String(gatewayMetricsPorts[index] ?? 0),
        }
      : {}),
    ...(name === 'payments' ? { PAYPAL_WEBHOOK_SECRET: secrets.PAYPAL_WEBHOOK_SECRET } : {}),
    ...(name === 'orders' && secrets.C2PA_SIGNING_KEY && secrets.C2PA_SIGNING_CERTS
      ? { C2PA_SIGNING_KEY: secrets.C2PA_SIGNING_KEY, C2PA_SIGNING_CERTS: secrets.C2PA_SIGNING_CERTS }
      : {}),
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

  const spawnNode = (
    name: string,
    entry: string,
    env: Record<string, string | undefined>,
    ownFlags: readonly string[] = [],
  ) => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first (pnpm build).`);
    const child = startProcess({
      name,
      command: process.execPath,
      args: [...(options.nodeArgs ?? []), ...ownFlags, entry],
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
    await waitReady(replicaName(name, index), `${toUrl(port)}/readyz`, child, readyTimeoutMs);
  };
  const indexesOf = (name: ServiceName) => replicaPorts[name].map((_, index) => index);

  const startWorker = async () => {
    const port = workers.length === 0 && options.ports?.['ocr-worker'] ? options.ports['ocr-worker'] : await freePort();
    const name = workers.length === 0 ? 'ocr-worker' : `ocr-worker-${workers.length + 1}`;
    const worker = spawnNode(name, entryOf('ocr-worker'), { ...common, PORT: String(port) }, OCR_WORKER_NODE_FLAGS);
    workers.push(worker);
    await waitReady(name, `http://127.0.0.1:${port}/readyz`, worker, readyTimeoutMs);
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
    await waitReady('notifications', `http://127.0.0.1:${port}/readyz`, notifications, readyTimeoutMs);
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
      const response = await fetch(`${urls.gateway}${endpointPath(login.path)}`, {
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
