import type { AddressInfo } from 'node:net';
import { ORDER_EVENTS_QUEUE } from '@shop/contracts';
import { buildApp as buildOrders, prepare as prepareOrders } from '@shop/orders/app';
import { ordersEnvSchema } from '@shop/orders/config';
import { createDeps as createOrdersDeps, type OrdersDeps } from '@shop/orders/deps';
import { createRedis, type AppInstance, type BuiltService } from '@shop/platform';
import {
  createTestDatabase,
  startMailCatcher,
  testRedisUrl,
  uniqueQueuePrefix,
  type MailCatcher,
  type TestDatabase,
} from '@shop/testkit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { buildApp, prepare } from '../app.js';
import { notificationsEnvSchema } from '../config.js';
import { createDeps, type NotificationsDeps } from '../deps.js';
import { settledJob } from './settled-job.js';
import { TEST_INTERNAL_TOKEN, testMailEnv } from './test-mail-env.js';

/**
 * The real chain the order e-mails travel, on PostgreSQL, Redis and an SMTP catcher: orders (its
 * tables, outbox relay and internal receipt routes, on a port) publishes to `order-events`, and
 * this service renders and sends over SMTP. Each test file starts its own, with its own database
 * and queue prefix.
 */
export interface OrderMailStack {
  catcher: MailCatcher;
  ordersDeps: OrdersDeps;
  deps: NotificationsDeps;
  /** Queue `order-events`, to add a job by hand (a repeat) or read one. */
  queue: Queue;
  /** A connection and the file's prefix, for the other queues a test feeds (payment-events). */
  queueRedis: Redis;
  prefix: string;
  /** A job of `order-events` once completed or failed. */
  finished(jobId: string): ReturnType<typeof settledJob>;
  close(): Promise<void>;
}

/**
 * `catalogUrl`: the catalog the e-mails read the shop identity and thumbnails from;
 * without one nothing answers there, and the e-mails carry the configured name and no pictures.
 * `prefix`: that catalog's queue prefix, shared as in a deployment, so the e-mails see its changes
 * (its public generation) at once.
 */
export async function startOrderMailStack(
  label: string,
  {
    catalogUrl = 'http://127.0.0.1:9',
    prefix = uniqueQueuePrefix(label),
  }: { catalogUrl?: string; prefix?: string } = {},
): Promise<OrderMailStack> {
  const database: TestDatabase = await createTestDatabase(`notifications_${label.replace(/-/g, '_')}`);
  const catcher = await startMailCatcher();
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: prefix,
  };
  const ordersDeps = createOrdersDeps(
    ordersEnvSchema.parse({
      ...common,
      PUBLIC_BASE_URL: 'https://shop.example.com',
      DOWNLOAD_TOKEN_SECRET: 'notifications-test-download-secret-0123',
      ORDER_OUTBOX_POLL_MS: '100',
      // Retries a test can wait for.
      ORDER_EVENT_BACKOFF_MS: '200',
    }),
  );
  await prepareOrders(ordersDeps);
  const orders: AppInstance = await buildOrders(ordersDeps);
  await orders.listen({ port: 0, host: '127.0.0.1' });

  const deps = createDeps(
    notificationsEnvSchema.parse({
      ...common,
      ORDERS_URL: `http://127.0.0.1:${(orders.server.address() as AddressInfo).port}`,
      CATALOG_URL: catalogUrl,
      ...testMailEnv(catcher.smtpUrl),
      PUBLIC_BASE_URL: 'https://shop.example.com',
    }),
  );
  await prepare(deps);
  const service: BuiltService = buildApp(deps);
  const queueRedis = createRedis(testRedisUrl(), 'worker');
  const queue = new Queue(ORDER_EVENTS_QUEUE, { connection: queueRedis, prefix });

  return {
    catcher,
    ordersDeps,
    deps,
    queue,
    queueRedis,
    prefix,
    finished: (jobId) => settledJob(queue, jobId),
    async close() {
      for (const close of service.closers) await close();
      await service.app.close();
      await deps.close();
      await orders.close();
      await ordersDeps.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      queueRedis.disconnect();
      await catcher.close();
      await database.drop();
    },
  };
}
