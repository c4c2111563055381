import { LIBRARY_MAIL_JOBS, mailLibrarySignIn, type LibrarySignInJob } from '@shop/contracts';
import type { Queue } from 'bullmq';

/**
 * Queues the sign-in e-mail for notifications. The job carries the link, which is kept nowhere
 * else (orders stores its hash): it is removed once sent, and a failed one within the hour the
 * link outlives by far (it works 30 minutes).
 */
export function createLibraryMailPublisher(queue: Queue) {
  return async (job: LibrarySignInJob): Promise<void> => {
    await queue.add(LIBRARY_MAIL_JOBS.signIn, job, {
      jobId: mailLibrarySignIn.jobId(job),
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
      removeOnComplete: true,
      removeOnFail: { age: 3600 },
    });
  };
}
