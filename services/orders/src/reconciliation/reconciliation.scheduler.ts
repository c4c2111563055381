import { ORDERS_RECONCILIATION_QUEUE, RECONCILE_CAPTURES_JOB } from '@shop/contracts';
import { closeQueue, startJobConsumer, type Logger, type StartedJobConsumer } from '@shop/platform';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import type { BackgroundWorker } from '../payment-events/payment-events.consumer.js';
import type { ReconciliationService } from './reconciliation.service.js';

const SCHEDULER_ID = 'reconcile-captures';

/**
 * Reconciliation runs from a BullMQ job scheduler on queue `orders-reconciliation`, so
 * however many orders replicas run, one job per tick exists and one of them takes it. Each start
 * also adds a run keyed on the current tick (replicas starting together add one).
 */
export function createReconciliationScheduler(options: {
  reconciliation: ReconciliationService;
  redis: Redis;
  prefix: string;
  everyMs: number;
  log: Logger;
  failures: Counter<'final'>;
}): BackgroundWorker {
  const queue = new Queue(ORDERS_RECONCILIATION_QUEUE, { connection: options.redis, prefix: options.prefix });
  queue.on('error', (error) => options.log.debug({ err: error }, 'orders-reconciliation queue error'));
  let consumer: StartedJobConsumer | undefined;
  // A run that finds payments away (orders started first, as Compose may start it) is tried again
  // within seconds, not at the next tick: 2 s doubling over 6 attempts covers about a minute.
  const jobOptions = {
    removeOnComplete: { count: 100 },
    removeOnFail: { count: 100 },
    attempts: 6,
    backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  };

  async function schedule(): Promise<void> {
    await queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: options.everyMs },
      { name: RECONCILE_CAPTURES_JOB, opts: jobOptions },
    );
    await queue.add(
      RECONCILE_CAPTURES_JOB,
      {},
      {
        ...jobOptions,
        jobId: `reconcile-at-start-${Math.floor(Date.now() / options.everyMs)}`,
      },
    );
  }

  return {
    start() {
      if (consumer) return;
      consumer = startJobConsumer({
        queue: ORDERS_RECONCILIATION_QUEUE,
        jobNames: [RECONCILE_CAPTURES_JOB],
        handlers: { [RECONCILE_CAPTURES_JOB]: () => options.reconciliation.run() },
        connection: options.redis,
        prefix: options.prefix,
        log: options.log,
        failures: options.failures,
        failureMessage: 'reconciliation job failed',
      });
      // Redis may be away at start: the scheduler is written once it answers.
      schedule().catch((error: unknown) =>
        options.log.warn({ err: error }, 'reconciliation not scheduled; will retry at the next start'),
      );
    },
    async close() {
      await consumer?.close();
      await closeQueue(queue);
    },
  };
}
