import { once } from 'node:events';
import { Writable } from 'node:stream';
import { buildApp as buildCatalog, prepare as prepareCatalog } from '@shop/catalog/app';
import { catalogEnvSchema } from '@shop/catalog/config';
import { createDeps as createCatalogDeps } from '@shop/catalog/deps';
import { buildApp as buildGateway } from '@shop/gateway/app';
import { gatewayEnvSchema } from '@shop/gateway/config';
import { createDeps as createGatewayDeps } from '@shop/gateway/deps';
import { buildApp as buildOrders, prepare as prepareOrders } from '@shop/orders/app';
import { ordersEnvSchema } from '@shop/orders/config';
import { createDeps as createOrdersDeps } from '@shop/orders/deps';
import { buildApp as buildPayments, prepare as preparePayments } from '@shop/payments/app';
import { paymentsEnvSchema } from '@shop/payments/config';
import { createDeps as createPaymentsDeps } from '@shop/payments/deps';
import type { AppInstance } from '@shop/platform';
import {
  startShop,
  uniqueQueuePrefix,
  type MailCatcher,
  type ManagedProcess,
  type ServiceName,
  type ServiceRunner,
  type Shop,
} from '@shop/testkit';
import pino from 'pino';
import { checkAnswersAgainstContracts } from './contract-check/recorder.js';

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';
export const TEST_ADMIN_PASSWORD = 'correct horse battery';

/** Log lines each service wrote, parsed, so tests can follow a request id across services. */
export type LogLines = Record<string, Record<string, unknown>[]>;

function capturingLogger(service: string, logs: LogLines, lines: string[]) {
  logs[service] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(line);
        logs[service]?.push(JSON.parse(line));
      }
      done();
    },
  });
  // At debug: a service's plain answers are logged there (the gateway's line records them at info).
  return pino({ level: 'debug', base: { service } }, sink);
}

type Env = Record<string, string | undefined>;
type Built = { app: AppInstance; close(): Promise<void> };

/** Each service built as in its main.ts, with a logger that keeps what it wrote. */
const builders: Record<ServiceName, (env: Env, logger: pino.Logger) => Promise<Built>> = {
  async catalog(env, logger) {
    const deps = createCatalogDeps(catalogEnvSchema.parse(env), logger);
    await prepareCatalog(deps);
    return { app: await buildCatalog(deps), close: () => deps.close() };
  },
  async orders(env, logger) {
    const deps = createOrdersDeps(ordersEnvSchema.parse(env), logger);
    await prepareOrders(deps);
    return { app: await buildOrders(deps), close: () => deps.close() };
  },
  async payments(env, logger) {
    const deps = createPaymentsDeps(paymentsEnvSchema.parse(env), logger);
    await preparePayments(deps);
    return { app: await buildPayments(deps), close: () => deps.close() };
  },
  async gateway(env, logger) {
    const deps = createGatewayDeps(gatewayEnvSchema.parse(env), logger);
    // The gateway's Redis connection fails fast instead of queueing (a 503 while Redis is away);
    // a test's first login must not race the connection being opened.
    if (deps.redis.status !== 'ready') await once(deps.redis, 'ready');
    return { app: await buildGateway(deps), close: () => deps.close() };
  },
};

/** The launcher's runner for apps in this process: tests inject requests and read their logs. */
function inProcess(apps: Partial<Record<ServiceName, AppInstance>>, logs: LogLines): ServiceRunner {
  return async ({ name, env, port }) => {
    const lines: string[] = [];
    const built = await builders[name](env, capturingLogger(name, logs, lines));
    await built.app.listen({ port, host: '127.0.0.1' });
    apps[name] = built.app;
    let stopped: Promise<void> | undefined;
    const handle: ManagedProcess = {
      name,
      pid: process.pid,
      lines,
      isRunning: () => stopped === undefined,
      exited: () => stopped ?? new Promise<void>(() => undefined),
      async stop() {
        stopped ??= built.app.close().then(() => built.close());
        await stopped;
      },
      recentOutput: (count = 40) => lines.slice(-count).join('\n'),
    };
    return handle;
  };
}

export interface Stack {
  gateway: AppInstance;
  services: Record<'catalog' | 'orders' | 'payments', AppInstance & { url: string }>;
  logs: LogLines;
  /** The settings every service got (database, Redis, S3, token), for processes a test starts itself. */
  env: Record<string, string>;
  /** The SMTP catcher the notifications service sends to, with `mail: true`. */
  mail: MailCatcher | undefined;
  /** A pool on the stack's database, to check what was (not) stored. */
  db: Shop['db'];
  close(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment per service, over the shared test settings (e.g. a queue prefix, a PayPal fake). */
  catalogEnv?: Record<string, string>;
  ordersEnv?: Record<string, string>;
  paymentsEnv?: Record<string, string>;
  notificationsEnv?: Record<string, string>;
  /** Start the notifications service (built, as a process) and a mail catcher; off unless a test reads e-mail. */
  mail?: boolean;
}

/**
 * The real gateway in front of the real catalog, orders and payments services, on the tests'
 * PostgreSQL and Redis and an s3rver: the testkit's launcher with the apps in this process.
 */
export async function startStack(gatewayEnv: Record<string, string> = {}, options: StackOptions = {}): Promise<Stack> {
  const apps: Partial<Record<ServiceName, AppInstance>> = {};
  const logs: LogLines = {};
  const queuePrefix = options.catalogEnv?.QUEUE_PREFIX ?? uniqueQueuePrefix('stack');
  const shop = await startShop({
    stores: 'shared',
    run: inProcess(apps, logs),
    workers: 0,
    mail: options.mail ? 'catcher' : 'off',
    notificationsEnv: options.notificationsEnv,
    queuePrefix,
    secrets: { INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
    // Links in answers name the shop's default public address, not the gateway's test port.
    env: { NODE_ENV: 'test', S3_BUCKET: 'gateway-test', PUBLIC_BASE_URL: 'http://localhost:8080' },
    serviceEnv: {
      catalog: options.catalogEnv,
      orders: options.ordersEnv,
      payments: options.paymentsEnv,
      gateway: {
        SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
        // Each stack counts in its own keys, with a write budget no test reaches unless it asks to.
        RATE_LIMIT_NAMESPACE: `test:ratelimit:${queuePrefix}:`,
        RATE_LIMIT_WRITE_MAX: '100000',
        ...gatewayEnv,
      },
    },
  });
  const { catalog, orders, payments, gateway } = apps;
  if (!catalog || !orders || !payments || !gateway) throw new Error('the launcher started a service it did not build');
  const withUrl = (app: AppInstance, name: 'catalog' | 'orders' | 'payments') =>
    Object.assign(app, { url: shop.urls[name] });
  return {
    gateway: checkAnswersAgainstContracts(gateway),
    services: {
      catalog: withUrl(catalog, 'catalog'),
      orders: withUrl(orders, 'orders'),
      payments: withUrl(payments, 'payments'),
    },
    logs,
    env: { ...shop.env, ...options.catalogEnv },
    mail: shop.mail,
    db: shop.db,
    close: () => shop.close(),
  };
}
