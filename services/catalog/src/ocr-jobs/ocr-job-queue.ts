import { OCR_JOB_STATES, OCR_LANE_JOBS, OCR_LANES, type OcrJob, type OcrLane, type OcrQueue } from '@shop/contracts';
import { ocrJobId, ocrResultJobId } from '@shop/contracts';
import { DependencyUnavailable } from '@shop/platform';
import type { Job, JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export interface OcrJobQueue {
  /**
   * Adds the artwork's one OCR job to its lane (`new` unless told otherwise); adding it again
   * while it exists is a no-op (the jobId is the key).
   */
  enqueue(job: OcrJob, lane?: OcrLane): Promise<void>;
  /**
   * Adds the job to the bulk lane unless either lane still holds it: for jobs that may have been
   * lost, whose lane nobody remembers; jobIds are unique per queue only, so both are checked.
   */
  enqueueIfAbsent(job: OcrJob): Promise<boolean>;
  remove(artworkId: string): Promise<void>;
  /**
   * Before a replaced file is read again: removes the artwork's finished OCR job and
   * its results, whose fixed jobIds would otherwise make the new run's adds no-ops. False, with
   * nothing to undo, when a job or result is still being worked on (a read of the old file is
   * under way: its result must not land on the new one).
   */
  clearForReread(artworkId: string): Promise<boolean>;
  /** Both lanes as one queue: SPEC's `/api/ocr/queue` shows the curator one queue. */
  overview(): Promise<OcrQueue>;
}

/** One BullMQ queue per lane: `ocr` and `ocr-bulk` (OCR_LANE_JOBS: the declaration of each lane's job). */
export type OcrLaneQueues = Record<OcrLane, Queue>;

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

/**
 * `jobOptions`: the platform's `jobDefaults`, tuned by configuration. Neither lane uses BullMQ
 * priorities: each stays a plain `wait` list that KEDA can count (deploy/kubernetes).
 */
export function createOcrJobQueue(
  queues: OcrLaneQueues,
  redis: Redis,
  jobOptions: JobsOptions,
  resultsQueue?: Queue,
): OcrJobQueue {
  const add = (job: OcrJob, lane: OcrLane) =>
    whenConnected(redis, () =>
      queues[lane].add(OCR_LANE_JOBS[lane].job, job, { ...jobOptions, jobId: OCR_LANE_JOBS[lane].jobId(job) }),
    );

  return {
    async enqueue(job, lane = 'new') {
      await add(job, lane);
    },

    async enqueueIfAbsent(job) {
      const jobId = ocrJobId(job.artworkId);
      for (const lane of OCR_LANES) if (await whenConnected(redis, () => queues[lane].getJob(jobId))) return false;
      await add(job, 'bulk');
      return true;
    },

    async remove(artworkId) {
      for (const lane of OCR_LANES) await whenConnected(redis, () => queues[lane].remove(ocrJobId(artworkId)));
    },

    async clearForReread(artworkId) {
      return whenConnected(redis, async () => {
        const jobId = ocrJobId(artworkId);
        for (const lane of OCR_LANES) {
          await queues[lane].remove(jobId);
          if (await queues[lane].getJob(jobId)) return false;
        }
        if (!resultsQueue) return true;
        // The worker's result ids: one `processing` per attempt, one `processed`, one `failed`.
        const attempts = typeof jobOptions.attempts === 'number' ? jobOptions.attempts : 1;
        const resultIds = [
          ...Array.from({ length: attempts }, (_, attempt) => ocrResultJobId(artworkId, 'processing', attempt)),
          ocrResultJobId(artworkId, 'processed'),
          ocrResultJobId(artworkId, 'failed'),
        ];
        for (const resultId of resultIds) {
          await resultsQueue.remove(resultId);
          if (await resultsQueue.getJob(resultId)) return false;
        }
        return true;
      });
    },

    async overview() {
      const perLane = await whenConnected(redis, () =>
        Promise.all(OCR_LANES.map((lane) => queues[lane].getJobCounts(...OCR_JOB_STATES))),
      );
      const counts = Object.fromEntries(
        OCR_JOB_STATES.map((state) => [state, perLane.reduce((sum, lane) => sum + (lane[state] ?? 0), 0)]),
      );
      const jobs: OcrQueue['jobs'] = [];
      for (const state of OCR_JOB_STATES) {
        // The new lane first (its jobs are the ones workers take next), the list capped as before.
        let room = LISTED_PER_STATE[state];
        for (const lane of OCR_LANES) {
          if (room <= 0) break;
          const listed = await queues[lane].getJobs([state], 0, room - 1, state !== 'completed');
          for (const job of listed) {
            const data = job.data as Partial<OcrJob> | undefined;
            if (typeof data?.artworkId !== 'string') continue;
            room -= 1;
            jobs.push({
              artworkId: data.artworkId,
              filename: data.filename ?? '',
              state,
              progress: progressOf(job, state),
            });
          }
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
