import { type Job, type JobsOptions, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';

/** Handles one job; what it returns becomes the job's return value. */
export type JobHandler = (job: Job) => Promise<unknown>;

export interface JobDefaultsOverrides {
  attempts?: number;
  /** First retry delay; each next one doubles. */
  backoffMs?: number;
}

/**
 * The one retry and retention policy every producer adds jobs with: five attempts, exponential
 * back-off with jitter (a burst that failed together does not retry together), the last 1000
 * completed jobs and a week of failed ones kept for inspection.
 */
export function jobDefaults({ attempts = 5, backoffMs = 2000 }: JobDefaultsOverrides = {}): JobsOptions {
  return {
    attempts,
    backoff: { type: 'exponential', delay: backoffMs, jitter: 0.5 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

export interface JobConsumerOptions extends WorkerOptions {
  queue: string;
  /** Every job name producers add to `queue`: each must have a handler. */
  jobNames: readonly string[];
  handlers: Readonly<Record<string, JobHandler>>;
}

/**
 * A BullMQ worker that maps job name → handler. It refuses to start (throws here) when a name the
 * queue carries has no handler, so a missing one fails the deploy rather than every such job.
 */
export function createJobConsumer({ queue, jobNames, handlers, ...workerOptions }: JobConsumerOptions): Worker {
  const missing = jobNames.filter((name) => !Object.hasOwn(handlers, name));
  if (missing.length > 0) throw new Error(`Queue ${queue} has no handler for job ${missing.join(', ')}`);
  return new Worker(
    queue,
    async (job: Job) => {
      const handle = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
      // A name no producer should send: retrying cannot help.
      if (!handle) throw new UnrecoverableError(`No handler for job ${job.name}`);
      return handle(job);
    },
    workerOptions,
  );
}
