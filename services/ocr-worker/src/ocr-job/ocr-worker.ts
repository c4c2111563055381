import { OCR_LANE_JOBS, ocrResultJobId, type OcrLane } from '@shop/contracts';
import { startJobConsumer, type JobHandler, type Logger } from '@shop/platform';
import type { Redis } from 'ioredis';
import { type Job, UnrecoverableError, type Worker } from 'bullmq';
import type { OcrWorkerConfig } from '../config.js';
import type { OcrMetrics } from '../metrics.js';
import { createLaneGate } from './lane-gate.js';
import type { createOcrJobHandler, ResultPublisher } from './ocr-job.handler.js';

function artworkIdOf(job: Job): string | undefined {
  const data = job.data as { artworkId?: unknown } | undefined;
  return typeof data?.artworkId === 'string' ? data.artworkId : undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface OcrWorkerHandle {
  /** The consumer of queue `ocr`: new uploads. */
  worker: Worker;
  /** The consumer of queue `ocr-bulk`: a bulk import, served only when no new upload waits. */
  bulkWorker: Worker;
  /** Finishes the jobs in hand within `deadlineMs`; past it they are left to be picked up again (stalled). */
  close(deadlineMs: number): Promise<void>;
}

/**
 * The BullMQ workers of queues `ocr` and `ocr-bulk` (the priority lane): job name →
 * handler (the platform consumer refuses to start without one for every name it may see),
 * retries with back-off set by the producer, and a `failed` result on `ocr-results` once no retry
 * is left, so the artwork never stays `processing`.
 */
export function startOcrWorker({
  config,
  connection,
  handler,
  results,
  metrics,
  log,
}: {
  config: OcrWorkerConfig;
  connection: Redis;
  handler: ReturnType<typeof createOcrJobHandler>;
  results: ResultPublisher;
  metrics: OcrMetrics;
  log: Logger;
}): OcrWorkerHandle {
  async function publishFailure(job: Job, error: unknown) {
    const artworkId = artworkIdOf(job);
    if (!artworkId) return;
    await results.publish(
      { outcome: 'failed', artworkId, reason: reasonOf(error) },
      ocrResultJobId(artworkId, 'failed'),
    );
  }

  // Every attempt is timed (failed ones are counted and logged by the platform's consumer); the
  // last one of a job reports the failure before it fails, so a crash in between retries the job
  // instead of leaving the artwork `processing`.
  const recognize: JobHandler = async (job) => {
    const stopTimer = metrics.jobDuration.startTimer();
    try {
      await handler(job);
      metrics.jobsDone.inc();
      stopTimer({ outcome: 'processed' });
    } catch (error) {
      stopTimer({ outcome: 'failed' });
      // Before BullMQ counts this attempt, so attemptsMade is one short.
      const isFinal = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (isFinal) await publishFailure(job, error);
      throw error;
    }
  };

  // Each lane's consumer may hold OCR_CONCURRENCY jobs, but only that many run at once: a bulk
  // job taken while a new upload runs waits here (its lock kept alive by BullMQ), and a new
  // upload taken while bulk jobs run gets the first slot that frees up.
  const gate = createLaneGate(config.OCR_CONCURRENCY);
  const consume = (lane: OcrLane): Worker => {
    const { queue, job: name } = OCR_LANE_JOBS[lane];
    const { worker: consumer } = startJobConsumer({
      queue,
      jobNames: [name],
      handlers: { [name]: (job) => gate.run(lane, () => recognize(job)) },
      connection,
      prefix: config.QUEUE_PREFIX,
      concurrency: config.OCR_CONCURRENCY,
      lockDuration: config.OCR_LOCK_DURATION_MS,
      stalledInterval: config.OCR_STALLED_INTERVAL_MS,
      maxStalledCount: config.OCR_MAX_STALLED_COUNT,
      log,
      failures: metrics.jobsFailed,
      failureMessage: 'OCR job failed',
    });
    // A job that stalled too often fails without reaching the processor: report it here.
    consumer.on('failed', (job, error) => {
      if (job && /stalled/i.test(error.message)) {
        publishFailure(job, error).catch((publishError: unknown) =>
          log.error({ err: publishError, jobId: job.id }, 'could not report a stalled job'),
        );
      }
    });
    return consumer;
  };
  const worker = consume('new');
  const bulkWorker = consume('bulk');
  const closeBoth = (force?: boolean) => Promise.all([worker.close(force), bulkWorker.close(force)]);

  return {
    worker,
    bulkWorker,
    async close(deadlineMs) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      const outcome = await Promise.race([closeBoth().then(() => 'closed' as const), deadline]);
      clearTimeout(timer);
      if (outcome === 'late') {
        log.warn({ deadlineMs }, 'jobs still running at the shutdown deadline: left for another worker');
        await closeBoth(true);
      }
    },
  };
}
