import { PAYMENT_EVENTS_QUEUE } from '@shop/contracts';
import { createJobConsumer, type JobHandler, type Logger } from '@shop/platform';
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';

export interface BackgroundWorker {
  start(): void;
  close(): Promise<void>;
}

/**
 * Orders' one consumer of queue `payment-events` (issue #14): a map of job name → handler, so
 * each kind of payment event adds its entry (capture completed/denied here; refunded/reversed by
 * the refunds work) and the consumer refuses to start if a listed job has none.
 */
export function createPaymentEventConsumer(options: {
  handlers: Record<string, JobHandler>;
  redis: Redis;
  prefix: string;
  log: Logger;
}): BackgroundWorker {
  let worker: Worker | undefined;
  return {
    start() {
      if (worker) return;
      worker = createJobConsumer({
        queue: PAYMENT_EVENTS_QUEUE,
        jobNames: Object.keys(options.handlers),
        handlers: options.handlers,
        connection: options.redis,
        prefix: options.prefix,
      });
      worker.on('error', (error) => options.log.warn({ err: error }, 'payment-events consumer error'));
      worker.on('failed', (job, error) =>
        options.log.warn({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'payment event failed'),
      );
    },
    async close() {
      await worker?.close();
    },
  };
}
