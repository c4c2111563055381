import { randomUUID } from 'node:crypto';
import { INTERNAL_HEADERS, PAYMENT_EVENTS_QUEUE, publicCacheKeys } from '@shop/contracts';
import { createRedis, type AppInstance } from '@shop/platform';
import {
  createTestDatabase,
  startedLater,
  startFakeCatalog,
  testRedisUrl,
  uniqueQueuePrefix,
  type FakeCatalog,
} from '@shop/testkit';
import { Queue } from 'bullmq';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { paymentsEnvSchema } from '../config.js';
import { createDeps, type PaymentsDeps } from '../deps.js';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePayPal, type FakePayPal } from './fake-paypal-server.js';

export const TEST_TOKEN = 'payments-test-internal-token';
/** A caller inside the shop (the gateway, orders). */
export const headers = { [INTERNAL_HEADERS.token]: TEST_TOKEN };
/** The curator, through the gateway. */
export const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

export interface PaymentsHarness {
  deps: PaymentsDeps;
  app: AppInstance;
  /** A POST with the internal token and the `extra` headers. */
  post(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A request with these headers (the internal token's unless told). */
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    as?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** The payment-events queue, with `events`. */
  queue: Queue;
}

export interface PaymentsStackOptions {
  /** PayPal mode against a fake PayPal over HTTP (the simulator otherwise); `autoApprove` as the fake takes it. */
  paypal?: boolean | { autoApprove: boolean };
  /**
   * Publishes payment-events on Redis under a queue prefix of its own, read through `queue`; the
   * relay polls once a minute, so the tests relay by hand (the polling relay would race them).
   */
  events?: boolean;
  /** Adds to, or overrides, the service's settings. */
  env?: Record<string, string>;
}

interface PaymentsStack {
  catalog: FakeCatalog;
  paypal?: FakePayPal;
  payments: PaymentsHarness;
  queue?: Queue;
  close(): Promise<void>;
}

/** The payments service on a database of its own (named after `label`) and a fake catalog. */
async function startPaymentsStack(label: string, options: PaymentsStackOptions): Promise<PaymentsStack> {
  const closers: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const database = await createTestDatabase(label);
    closers.push(() => database.drop());
    const prefix = uniqueQueuePrefix(label);
    // The fake catalog's changes move the public generation under the service's prefix, as the
    // real catalog's writes do, so the prices payments keeps per generation are retired as in the shop.
    // A request waits for the last change's answer: the service reads the generation on a
    // connection of its own, which could otherwise overtake the change (1 run in ~10 under load).
    const announcer = createRedis(testRedisUrl(), 'worker');
    closers.push(() => announcer.disconnect());
    let announced: Promise<unknown> = Promise.resolve();
    const catalog = await startFakeCatalog(TEST_TOKEN, {
      onChange: () => {
        announced = announcer.set(publicCacheKeys(prefix).generation, randomUUID());
      },
    });
    closers.push(() => catalog.close());
    let paypal: FakePayPal | undefined;
    if (options.paypal) {
      paypal = await startFakePayPal(typeof options.paypal === 'object' ? options.paypal : {});
      const started = paypal;
      closers.push(() => started.close());
    }
    const deps = createDeps(
      paymentsEnvSchema.parse({
        NODE_ENV: 'test',
        // PAYMENTS_TEST_LOG=debug shows the service's log while a test runs.
        LOG_LEVEL: process.env['PAYMENTS_TEST_LOG'] ?? 'silent',
        INTERNAL_TOKEN: TEST_TOKEN,
        DATABASE_URL: database.url,
        CATALOG_URL: catalog.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: prefix,
        ...(paypal
          ? {
              PAYMENTS_PROVIDER: 'paypal',
              PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
              PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
              PAYPAL_BASE_URL: paypal.url,
            }
          : {}),
        ...(options.events ? { PAYMENT_OUTBOX_POLL_MS: '60000' } : {}),
        ...options.env,
      }),
    );
    closers.push(() => deps.close());
    await prepare(deps);
    const app = await buildApp(deps);
    closers.push(() => app.close());
    let queue: Queue | undefined;
    if (options.events) {
      const queueRedis = createRedis(testRedisUrl(), 'worker');
      const opened = new Queue(PAYMENT_EVENTS_QUEUE, { connection: queueRedis, prefix });
      queue = opened;
      closers.push(async () => {
        await opened.obliterate({ force: true }).catch(() => undefined);
        await opened.close();
        queueRedis.disconnect();
      });
    }
    const request: PaymentsHarness['request'] = async (method, url, payload, as = headers) => {
      await announced;
      return app.inject({ method, url, headers: as, ...(payload === undefined ? {} : { payload: payload as object }) });
    };
    return {
      catalog,
      paypal,
      payments: {
        deps,
        app,
        post: (url, payload, extra = {}) => request('POST', url, payload, { ...headers, ...extra }),
        request,
        queue: startedLater('the payment-events queue (usePaymentsStack with events)', () => queue),
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A checkout's order body for `items`, as the web sends it: New York, USD, CAPTURE, and `extra`. */
export const orderBody = (items: unknown, extra: Record<string, unknown> = {}) => ({
  items,
  stateCode: 'NY',
  currency: 'USD',
  intent: 'CAPTURE',
  ...extra,
});

/**
 * Registers the file's beforeAll and afterAll for a payments stack on a database of its own
 * (named after `label`), the simulator unless `options` say PayPal. Each test starts with a
 * catalog that answers.
 */
export function usePaymentsStack(
  label: string,
  options: PaymentsStackOptions = {},
): { catalog: FakeCatalog; payments: PaymentsHarness; paypal: FakePayPal } {
  let stack: PaymentsStack | undefined;
  beforeAll(async () => {
    stack = await startPaymentsStack(label, options);
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => stack?.catalog.failWith(undefined));
  return {
    catalog: startedLater('the fake catalog', () => stack?.catalog),
    payments: startedLater('payments', () => stack?.payments),
    paypal: startedLater('the fake PayPal (usePaymentsStack with paypal)', () => stack?.paypal),
  };
}
