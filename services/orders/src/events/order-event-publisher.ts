import { ORDER_EVENT_JOBS, orderEventJobId, type OrderEvent } from '@shop/contracts';
import type { JobsOptions, Queue } from 'bullmq';

export interface OrderEventPublisher {
  publish(event: OrderEvent): Promise<void>;
}

/**
 * Adds an event to `order-events` under its business jobId: while that job exists (waiting,
 * retrying or kept after completion), publishing the same event again adds nothing.
 *
 * BullMQ waits for a connection that is not up yet instead of failing, and the relay holds the
 * outbox rows locked meanwhile, so each add is bounded: past `timeoutMs` it counts as failed and
 * the row stays pending. Should the add still land later, the next publish finds its jobId.
 */
export function createOrderEventPublisher(
  queue: Queue,
  jobOptions: JobsOptions,
  timeoutMs = 5000,
): OrderEventPublisher {
  return {
    async publish(event) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`order-events did not take the job within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      const added = queue.add(ORDER_EVENT_JOBS[event.type], event, {
        ...jobOptions,
        jobId: orderEventJobId(event),
      });
      // The add may settle after the timeout; its outcome is then of no interest.
      added.catch(() => undefined);
      try {
        await Promise.race([added, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
