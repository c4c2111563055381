import { randomBytes } from 'node:crypto';
import { startShop as startPrivateShop, type PrivateShop, type ServiceName } from '@shop/testkit';

export type Shop = PrivateShop;

export interface ShopOptions {
  /** OCR worker processes to start with the shop (more can be added with `startWorker`). */
  workers?: number;
  /** Processes per HTTP service; default one each. */
  replicas?: Partial<Record<ServiceName, number>>;
  ocrConcurrency?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

/** The testkit's shop on private data stores, with the settings the fault tests rely on. */
export function startShop(options: ShopOptions = {}): Promise<Shop> {
  return startPrivateShop({
    workers: options.workers ?? 1,
    replicas: options.replicas,
    queuePrefix: `resilience-${randomBytes(4).toString('hex')}`,
    env: {
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
      PAYMENTS_PROVIDER: 'simulator',
      RATE_LIMIT_LOGIN_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '1000000',
      // The form limits: the hostile-input and access sweeps post to these forms many times.
      RATE_LIMIT_RESEND_MAX: '1000000',
      RATE_LIMIT_CONTACT_MAX: '1000000',
      // Retries after an outage come quickly, so the tests wait seconds, not minutes.
      OCR_BACKOFF_MS: '300',
      OCR_CONCURRENCY: String(options.ocrConcurrency ?? 1),
      ...options.env,
    },
  });
}
