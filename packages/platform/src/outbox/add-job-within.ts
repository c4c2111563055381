import type { JobsOptions, Queue } from 'bullmq';

/**
 * Adds a job under its business jobId, failing after `timeoutMs`: while that job exists (waiting,
 * retrying or kept after completion), adding the same event again adds nothing.
 *
 * BullMQ waits for a connection that is not up yet instead of failing, and an outbox relay holds
 * its rows locked meanwhile, so each add is bounded: past `timeoutMs` it counts as failed and the
 * row stays pending. Should the add still land later, the next publish finds its jobId.
 */
export async function addJobWithin(
  queue: Queue,
  job: { name: string; data: unknown; jobId: string; options: JobsOptions },
  timeoutMs: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${queue.name} did not take the job within ${timeoutMs} ms`)), timeoutMs);
  });
  const added = queue.add(job.name, job.data, { ...job.options, jobId: job.jobId });
  // The add may settle after the timeout; its outcome is then of no interest.
  added.catch(() => undefined);
  try {
    await Promise.race([added, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
