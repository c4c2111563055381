import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { publicCacheKeys } from '@shop/contracts';
import { buildApp as buildPayments, prepare as preparePayments } from '@shop/payments/app';
import { paymentsEnvSchema } from '@shop/payments/config';
import { createDeps as createPaymentsDeps } from '@shop/payments/deps';
import { createRedis, type AppInstance } from '@shop/platform';
import {
  createTestDatabase,
  startedLater,
  startFakeCatalog,
  startTestS3,
  testRedisUrl,
  type FakeCatalog,
  uniqueQueuePrefix,
} from '@shop/testkit';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';

export interface OrdersWithPayments {
  catalog: FakeCatalog;
  /** The real payments service (simulator), listening, so orders verifies payments over HTTP. */
  payments: AppInstance;
  deps: OrdersDeps;
  orders: AppInstance;
  /** The settings orders started with, for another orders app on the same stores. */
  ordersEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Orders on a database and S3 of its own, with the real payments service in simulator mode and
 * a fake catalog: what the orders integration tests buy through. `name` keeps runs apart.
 */
export async function startOrdersWithPayments(
  name: string,
  token: string,
  /** Extra settings, e.g. payments in PayPal mode against a fake PayPal, or orders' reconciliation timing. */
  env: { payments?: Record<string, string>; orders?: Record<string, string> } = {},
): Promise<OrdersWithPayments> {
  const database = await createTestDatabase(name);
  const s3 = await startTestS3();
  // Payments publishes payment-events that orders consumes: one prefix for both.
  const prefix = uniqueQueuePrefix('orders');
  // The fake catalog's changes move the public generation as the real catalog's writes do, so
  // orders' kept catalog answers (artworks, seller) are retired as they would be in the shop.
  // A request to either service waits for the last change's answer: the services read the
  // generation on connections of their own, which could otherwise overtake the change.
  const announcer = createRedis(testRedisUrl(), 'worker');
  let announced: Promise<unknown> = Promise.resolve();
  const catalog = await startFakeCatalog(token, {
    onChange: () => {
      announced = announcer.set(publicCacheKeys(prefix).generation, randomUUID());
    },
  });
  const afterChanges = <App extends { inject: (options: InjectOptions) => Promise<unknown> }>(app: App): App =>
    new Proxy(app, {
      get(target, key, receiver) {
        if (key !== 'inject') return Reflect.get(target, key, receiver);
        return async (options: InjectOptions) => {
          await announced;
          return target.inject(options);
        };
      },
    });
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: token,
    DATABASE_URL: database.url,
    CATALOG_URL: catalog.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: prefix,
  };
  const paymentsDeps = createPaymentsDeps(paymentsEnvSchema.parse({ ...common, ...env.payments }));
  await preparePayments(paymentsDeps);
  const payments = await buildPayments(paymentsDeps);
  await payments.listen({ port: 0, host: '127.0.0.1' });
  const ordersEnv = {
    ...common,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: `${name.replaceAll('_', '-')}-test`,
    PAYMENTS_URL: `http://127.0.0.1:${(payments.server.address() as AddressInfo).port}`,
    PUBLIC_BASE_URL: 'https://shop.example.com',
    DOWNLOAD_TOKEN_SECRET: `${name}-test-download-secret-0123456789`,
    ...env.orders,
  };
  const deps = createDeps(ordersEnvSchema.parse(ordersEnv));
  await prepare(deps);
  await deps.storage.ensureBucket();
  const orders = await buildApp(deps);
  return {
    catalog,
    payments: afterChanges(payments),
    deps,
    orders: afterChanges(orders),
    ordersEnv,
    async close() {
      await orders.close();
      await deps.close();
      await payments.close();
      await paymentsDeps.close();
      await catalog.close();
      announcer.disconnect();
      await s3.close();
      await database.drop();
    },
  };
}

/**
 * startOrdersWithPayments registered as the file's beforeAll (and its close as the afterAll): its
 * parts, to be read in the file's tests and hooks.
 */
export function useOrdersWithPayments(name: string, token: string): Omit<OrdersWithPayments, 'close'> {
  let stack: OrdersWithPayments | undefined;
  beforeAll(async () => {
    stack = await startOrdersWithPayments(name, token);
  });
  afterAll(async () => {
    await stack?.close();
  });
  const part = <K extends keyof OrdersWithPayments>(key: K) =>
    startedLater(`the orders stack's ${key}`, () => stack?.[key]);
  return {
    catalog: part('catalog'),
    payments: part('payments'),
    deps: part('deps'),
    orders: part('orders'),
    ordersEnv: part('ordersEnv'),
  };
}
