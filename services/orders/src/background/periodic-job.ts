import {
  closeQueue,
  settledWithin,
  shutdownGraceMs,
  startJobConsumer,
  type Logger,
  type StartedJobConsumer,
} from '@shop/platform';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import type { BackgroundWorker } from '../payment-events/payment-events.consumer.js';

export interface PeriodicJobOptions {
  /** The BullMQ queue of this one job (its name is also the scheduler's id). */
  queue: string;
  job: string;
  everyMs: number;
  run: () => Promise<unknown>;
  redis: Redis;
  prefix: string;
  log: Logger;
  failures: Counter<'final'>;
  /** What the log calls it: "reconciliation", "signed-copy sweep". */
  description: string;
}

/**
 * A job run every `everyMs` from a BullMQ job scheduler, so however many orders replicas run, one
 * job per tick exists and one of them takes it. Each start also adds a run keyed on the current
 * tick (replicas starting together add one). A run that fails (a service or the storage away,
 * as Compose may start orders first) is tried again within seconds, not at the next tick: 2 s
 * doubling over 6 attempts covers about a minute.
 */
export function createPeriodicJob(options: PeriodicJobOptions): BackgroundWorker {
  const queue = new Queue(options.queue, { connection: options.redis, prefix: options.prefix });
  queue.on('error', (error) => options.log.debug({ err: error }, `${options.queue} queue error`));
  let consumer: StartedJobConsumer | undefined;
  let scheduling: Promise<void> | undefined;
  const jobOptions = {
    removeOnComplete: { count: 100 },
    removeOnFail: { count: 100 },
    attempts: 6,
    backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  };

  async function schedule(): Promise<void> {
    await queue.upsertJobScheduler(options.job, { every: options.everyMs }, { name: options.job, opts: jobOptions });
    await queue.add(
      options.job,
      {},
      { ...jobOptions, jobId: `${options.job}-at-start-${Math.floor(Date.now() / options.everyMs)}` },
    );
  }

  return {
    start() {
      if (consumer) return;
      consumer = startJobConsumer({
        queue: options.queue,
        jobNames: [options.job],
        handlers: { [options.job]: () => options.run() },
        connection: options.redis,
        prefix: options.prefix,
        log: options.log,
        failures: options.failures,
        failureMessage: `${options.description} job failed`,
      });
      // Redis may be away at start: the scheduler is written once it answers.
      scheduling = schedule().catch((error: unknown) =>
        options.log.warn({ err: error }, `${options.description} not scheduled; will retry at the next start`),
      );
    },
    async close() {
      // Closed right after its start, the scheduling may still be sending BullMQ's commands:
      // the queue closed and the connection quit under them, Redis never answers them, and
      // BullMQ's own promises among them reject unhandled ("Connection is closed."). So it ends
      // first: however long Redis takes to answer, or a second when it is away (its commands then
      // wait for a connection that may never come).
      await settledWithin(scheduling, shutdownGraceMs(options.redis));
      await consumer?.close();
      await closeQueue(queue);
    },
  };
}
