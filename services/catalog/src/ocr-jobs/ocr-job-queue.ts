import { JOBS, OCR_JOB_STATES, type OcrJob, type OcrQueue } from '@shop/contracts';
import { ocrJobId } from '@shop/contracts';
import { DependencyUnavailable } from '@shop/platform';
import type { Job, JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export interface OcrJobQueue {
  /** Adds the artwork's one OCR job; adding it again while it exists is a no-op (the jobId is the key). */
  enqueue(job: OcrJob): Promise<void>;
  remove(artworkId: string): Promise<void>;
  overview(): Promise<OcrQueue>;
}

const LISTED_PER_STATE = { active: 50, waiting: 50, delayed: 20, failed: 20, completed: 20 } as const;

function progressOf(job: Job, state: string): number {
  if (state === 'completed') return 100;
  return typeof job.progress === 'number' && Number.isFinite(job.progress)
    ? Math.max(0, Math.min(100, job.progress))
    : 0;
}

const QUEUE_UNAVAILABLE = 'The OCR queue is unavailable. Please try again shortly.';
const ADD_TIMEOUT_MS = 5000;

/**
 * BullMQ waits for Redis to come back rather than failing; on the HTTP path the caller must hear
 * "503, try again" at once, so a connection that is not ready is refused before adding.
 */
async function whenConnected<T>(redis: Redis, work: () => Promise<T>): Promise<T> {
  if (redis.status !== 'ready') throw new DependencyUnavailable(QUEUE_UNAVAILABLE);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyUnavailable(QUEUE_UNAVAILABLE)), ADD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `jobOptions`: the platform's `jobDefaults`, tuned by configuration. */
export function createOcrJobQueue(queue: Queue, redis: Redis, jobOptions: JobsOptions): OcrJobQueue {
  return {
    async enqueue(job) {
      await whenConnected(redis, () =>
        queue.add(JOBS.recognizeArtwork, job, { ...jobOptions, jobId: ocrJobId(job.artworkId) }),
      );
    },

    async remove(artworkId) {
      await whenConnected(redis, () => queue.remove(ocrJobId(artworkId)));
    },

    async overview() {
      const counts = await whenConnected(redis, () => queue.getJobCounts(...OCR_JOB_STATES));
      const jobs: OcrQueue['jobs'] = [];
      for (const state of OCR_JOB_STATES) {
        const listed = await queue.getJobs([state], 0, LISTED_PER_STATE[state] - 1, state !== 'completed');
        for (const job of listed) {
          const data = job.data as Partial<OcrJob> | undefined;
          if (typeof data?.artworkId !== 'string') continue;
          jobs.push({
            artworkId: data.artworkId,
            filename: data.filename ?? '',
            state,
            progress: progressOf(job, state),
          });
        }
      }
      return {
        counts: {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          completed: counts.completed ?? 0,
          failed: counts.failed ?? 0,
          delayed: counts.delayed ?? 0,
        },
        jobs,
      };
    },
  };
}
