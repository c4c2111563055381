import { type Job, UnrecoverableError, type Worker } from 'bullmq';
import type { Counter } from 'prom-client';
import { createJobConsumer, type JobConsumerOptions, type JobHandler } from './job-consumer.js';
import type { Logger } from './logger.js';

export interface StartJobConsumerOptions extends JobConsumerOptions {
  log: Logger;
  /** The constant warning of a failed attempt ("e-mail not sent"); job id, attempt and finality are its fields. */
  failureMessage: string;
  /** Failed attempts, `final="true"` when no retry is left: the alert is on final ones. */
  failures: Counter<'final'>;
  /**
   * Errors no retry can cure (the job names something that does not exist): the job fails at once
   * instead of spending its attempts and back-off on them.
   */
  isPermanent?: (error: unknown) => boolean;
}

/**
 * What a service's module says about the queue it consumes (which jobs, their handlers, what is
 * never retried, what a failure logs); the service adds the connection, concurrency and metrics.
 */
export type JobConsumerSpec = Pick<
  StartJobConsumerOptions,
  'queue' | 'jobNames' | 'handlers' | 'isPermanent' | 'failureMessage'
>;

/** A running consumer as a service holds it: its readiness and its closer. */
export interface StartedJobConsumer {
  queue: string;
  worker: Worker;
  /** True until it starts closing (shutdown): the service is not ready without it. */
  isRunning(): boolean;
  /** Stops taking jobs and waits for the active ones. */
  close(): Promise<void>;
}

/** Whether BullMQ will try the job again after this failure. */
export function isFinalFailure(job: Job | undefined, error: Error): boolean {
  // By name: the handler may throw the class of another copy of bullmq.
  return job === undefined || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
}

function failingPermanentErrorsAtOnce(
  handlers: Readonly<Record<string, JobHandler>>,
  isPermanent: (error: unknown) => boolean,
): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handle]) => [
      name,
      async (job: Job) => {
        try {
          return await handle(job);
        } catch (error) {
          if (isPermanent(error) && error instanceof Error) throw new UnrecoverableError(error.message);
          throw error;
        }
      },
    ]),
  );
}

/**
 * `createJobConsumer` with what every consumer of a service needs wired once: each failed attempt
 * logged and counted (final or not), connection errors logged (an unheard 'error' would end the
 * process), permanent errors not retried, and whether it still runs for the readiness check.
 */
export function startJobConsumer({
  log,
  failureMessage,
  failures,
  isPermanent,
  handlers,
  ...consumerOptions
}: StartJobConsumerOptions): StartedJobConsumer {
  const worker = createJobConsumer({
    ...consumerOptions,
    handlers: isPermanent ? failingPermanentErrorsAtOnce(handlers, isPermanent) : handlers,
  });
  const { queue } = consumerOptions;
  let isRunning = true;
  worker.on('closing', () => {
    isRunning = false;
  });
  worker.on('error', (error) => log.warn({ err: error, queue }, 'job consumer error'));
  worker.on('failed', (job, error) => {
    const isFinal = isFinalFailure(job, error);
    failures.inc({ final: String(isFinal) });
    log.warn(
      { err: error, queue, jobId: job?.id, jobName: job?.name, attemptsMade: job?.attemptsMade, final: isFinal },
      failureMessage,
    );
  });
  return {
    queue,
    worker,
    isRunning: () => isRunning,
    close: () => worker.close(),
  };
}

/**
 * The readiness check of a service whose work comes from these consumers; the list is read at each
 * check, so a service may start its consumers after building its server.
 */
export function consumersRunning(consumers: readonly StartedJobConsumer[]): () => Promise<void> {
  return async () => {
    const stopped = consumers.filter((consumer) => !consumer.isRunning()).map((consumer) => consumer.queue);
    if (stopped.length > 0) throw new Error(`consumer of ${stopped.join(', ')} not running`);
  };
}
