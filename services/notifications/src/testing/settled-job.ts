import { waitFor } from '@shop/testkit';
import type { Job, Queue } from 'bullmq';

/**
 * Waits until the job completed or failed, then reads it. The state comes first: a job read
 * before it settled would carry no return value and an earlier attempt count.
 */
export async function settledJob(
  queue: Queue,
  jobId: string,
): Promise<{ job: Job | undefined; state: 'completed' | 'failed' }> {
  return waitFor(
    async () => {
      const state = await queue.getJobState(jobId);
      return state === 'completed' || state === 'failed' ? { job: await queue.getJob(jobId), state } : undefined;
    },
    { timeoutMs: 20_000, intervalMs: 100, what: `job ${jobId} to finish` },
  );
}
