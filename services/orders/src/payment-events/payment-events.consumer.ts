import { PAYMENT_EVENTS_QUEUE } from '@shop/contracts';
import { startJobConsumer, type JobHandler, type Logger, type StartedJobConsumer } from '@shop/platform';
import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';

export interface BackgroundWorker {
  start(): void;
  close(): Promise<void>;
}

/**
 * Orders' one consumer of queue `payment-events`: a map of job name → handler, so
 * each kind of payment event adds its entry (capture completed/denied here; refunded/reversed by
 * the refunds work) and the consumer refuses to start if a listed job has none.
 */
export function createPaymentEventConsumer(options: {
  handlers: Record<string, JobHandler>;
  redis: Redis;
  prefix: string;
  log: Logger;
  failures: Counter<'final'>;
}): BackgroundWorker {
  let consumer: StartedJobConsumer | undefined;
  return {
    start() {
      if (consumer) return;
      consumer = startJobConsumer({
        queue: PAYMENT_EVENTS_QUEUE,
        jobNames: Object.keys(options.handlers),
        handlers: options.handlers,
        connection: options.redis,
        prefix: options.prefix,
        log: options.log,
        failures: options.failures,
        failureMessage: 'payment event failed',
      });
    },
    async close() {
      await consumer?.close();
    },
  };
}
