import { eventJob, ORDER_EVENTS, type OrderEvent } from '@shop/contracts';
import { addJobWithin } from '@shop/platform';
import type { JobsOptions, Queue } from 'bullmq';

export interface OrderEventPublisher {
  publish(event: OrderEvent): Promise<void>;
}

/**
 * Adds an event to `order-events` under the job name and business jobId of its type's declaration,
 * bounded by `timeoutMs` (see addJobWithin).
 */
export function createOrderEventPublisher(
  queue: Queue,
  jobOptions: JobsOptions,
  timeoutMs = 5000,
): OrderEventPublisher {
  return {
    publish: (event) => addJobWithin(queue, { ...eventJob(ORDER_EVENTS, event), options: jobOptions }, timeoutMs),
  };
}
