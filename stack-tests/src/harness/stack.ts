import { once } from 'node:events';
import { Writable } from 'node:stream';
import { buildApp as buildCatalog, prepare as prepareCatalog } from '@shop/catalog/app';
import { catalogEnvSchema } from '@shop/catalog/config';
import { createDeps as createCatalogDeps } from '@shop/catalog/deps';
import { buildApp as buildOrders, prepare as prepareOrders } from '@shop/orders/app';
import { ordersEnvSchema } from '@shop/orders/config';
import { createDeps as createOrdersDeps } from '@shop/orders/deps';
import { buildApp as buildPayments, prepare as preparePayments } from '@shop/payments/app';
import { paymentsEnvSchema } from '@shop/payments/config';
import { createDeps as createPaymentsDeps } from '@shop/payments/deps';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, startTestS3, testRedisUrl } from '@shop/testkit';
import pino from 'pino';
import { buildApp } from '@shop/gateway/app';
import { gatewayEnvSchema } from '@shop/gateway/config';
import { createDeps } from '@shop/gateway/deps';

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';
export const TEST_ADMIN_PASSWORD = 'correct horse battery';

/** Log lines each service wrote, parsed, so tests can follow a request id across services. */
export type LogLines = Record<string, Record<string, unknown>[]>;

function capturingLogger(service: string, lines: LogLines) {
  lines[service] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines[service]?.push(JSON.parse(line));
      done();
    },
  });
  return pino({ level: 'info', base: { service } }, sink);
}

export interface Stack {
  gateway: AppInstance;
  services: Record<'catalog' | 'orders' | 'payments', AppInstance & { url: string }>;
  logs: LogLines;
  /** The settings every service got (database, Redis, S3, token), for processes a test starts itself. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment per service, over the shared test settings (e.g. a queue prefix, a PayPal fake). */
  catalogEnv?: Record<string, string>;
  ordersEnv?: Record<string, string>;
  paymentsEnv?: Record<string, string>;
}

/** The real gateway in front of the real catalog, orders and payments services, on real PG, Redis and S3. */
export async function startStack(gatewayEnv: Record<string, string> = {}, options: StackOptions = {}): Promise<Stack> {
  const database = await createTestDatabase('gateway');
  const s3 = await startTestS3();
  const logs: LogLines = {};
  const common = {
    NODE_ENV: 'test',
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'gateway-test',
  };
  const listen = async (app: AppInstance) => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return Object.assign(app, { url });
  };

  // Each service learns the URLs of those it calls (payments and orders call the catalog's and
  // payments' internal routes), so they start in that order.
  const catalogDeps = createCatalogDeps(
    catalogEnvSchema.parse({ ...common, ...options.catalogEnv }),
    capturingLogger('catalog', logs),
  );
  await prepareCatalog(catalogDeps);
  const catalog = await listen(await buildCatalog(catalogDeps));
  const paymentsDeps = createPaymentsDeps(
    paymentsEnvSchema.parse({ ...common, CATALOG_URL: catalog.url, ...options.paymentsEnv }),
    capturingLogger('payments', logs),
  );
  await preparePayments(paymentsDeps);
  const payments = await listen(await buildPayments(paymentsDeps));
  const ordersDeps = createOrdersDeps(
    ordersEnvSchema.parse({ ...common, CATALOG_URL: catalog.url, PAYMENTS_URL: payments.url, ...options.ordersEnv }),
    capturingLogger('orders', logs),
  );
  await prepareOrders(ordersDeps);
  const orders = await listen(await buildOrders(ordersDeps));
  const services = { catalog, orders, payments };

  const config = gatewayEnvSchema.parse({
    ...common,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
    // Each stack counts in its own keys, with a write budget no test reaches unless it asks to.
    RATE_LIMIT_NAMESPACE: `test:ratelimit:${database.name}:`,
    RATE_LIMIT_WRITE_MAX: '100000',
    CATALOG_URL: services.catalog.url,
    ORDERS_URL: services.orders.url,
    PAYMENTS_URL: services.payments.url,
    ...gatewayEnv,
  });
  const gatewayDeps = createDeps(config, capturingLogger('gateway', logs));
  // The gateway's Redis connection fails fast instead of queueing (a 503 while Redis is away);
  // a test's first login must not race the connection being opened.
  if (gatewayDeps.redis.status !== 'ready') await once(gatewayDeps.redis, 'ready');
  const gateway = await buildApp(gatewayDeps);
  await gateway.ready();

  return {
    gateway,
    services,
    logs,
    env: { ...common, ...options.catalogEnv },
    async close() {
      await gateway.close();
      await gatewayDeps.close();
      for (const app of Object.values(services)) await app.close();
      await catalogDeps.close();
      await ordersDeps.close();
      await paymentsDeps.close();
      await s3.close();
      await database.drop();
    },
  };
}
