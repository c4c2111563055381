import { Writable } from 'node:stream';
import { buildApp as buildPayments, prepare as preparePayments } from '@shop/payments/app';
import { paymentsEnvSchema } from '@shop/payments/config';
import { createDeps as createPaymentsDeps } from '@shop/payments/deps';
import type { AppInstance } from '@shop/platform';
import {
  createTestDatabase,
  freePort,
  startFakeCatalog,
  startTestS3,
  uniqueQueuePrefix,
  waitFor,
  type FakeCatalog,
  type TestDatabase,
  type TestS3,
} from '@shop/testkit';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps, type OrdersDeps } from '../deps.js';

const TOKEN = 'reconciliation-test-internal-token';
const ERROR_LEVEL = 50;

describe('reconciliation at start while payments is still starting', () => {
  let database: TestDatabase;
  let s3: TestS3;
  let catalog: FakeCatalog;
  let orders: OrdersDeps | undefined;
  let payments: AppInstance | undefined;
  let closePaymentsDeps: (() => Promise<unknown>) | undefined;
  const logged: { level: number; msg: string }[] = [];
  let paymentsPort: number;
  let common: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('reconciliation_start');
    s3 = await startTestS3();
    catalog = await startFakeCatalog(TOKEN);
    // Nothing listens here until the test starts payments: orders starts first, as Compose may.
    paymentsPort = await freePort();
    common = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: TOKEN,
      DATABASE_URL: database.url,
      CATALOG_URL: catalog.url,
      QUEUE_PREFIX: uniqueQueuePrefix('reconcile'),
    };
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    orders = createDeps(
      ordersEnvSchema.parse({
        ...common,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'reconciliation-start-test',
        PAYMENTS_URL: `http://127.0.0.1:${paymentsPort}`,
        PUBLIC_BASE_URL: 'https://shop.example.com',
        DOWNLOAD_TOKEN_SECRET: 'reconciliation-start-test-download-secret',
        // Only the run at start (and the scheduler's first tick) happen during the test.
        RECONCILIATION_INTERVAL_MS: '3600000',
      }),
      pino({ level: 'info' }, sink),
    );
    await prepare(orders);
  });

  afterAll(async () => {
    await orders?.close();
    await payments?.close();
    await closePaymentsDeps?.();
    await catalog?.close();
    await s3?.close();
    await database?.drop();
  });

  it('logs no error while payments cannot be reached, and reconciles once it answers', async () => {
    const stats = orders?.reconciliation.stats;
    if (!stats) throw new Error('orders did not start');
    await waitFor(() => stats.failedRuns > 0, { timeoutMs: 20_000, what: 'the run at start to find payments away' });
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(stats.lastSuccessAt).toBeUndefined();

    const paymentsDeps = createPaymentsDeps(paymentsEnvSchema.parse(common));
    closePaymentsDeps = () => paymentsDeps.close();
    await preparePayments(paymentsDeps);
    payments = await buildPayments(paymentsDeps);
    await payments.listen({ port: paymentsPort, host: '127.0.0.1' });

    // Retried within seconds, not at the next interval (an hour here, 5 minutes by default).
    await waitFor(() => stats.lastSuccessAt !== undefined, {
      timeoutMs: 30_000,
      what: 'reconciliation to run again once payments answers',
    });
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  }, 60_000);
});
