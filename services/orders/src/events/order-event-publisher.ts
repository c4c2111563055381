import { ORDER_EVENT_JOBS, orderEventJobId, type OrderEvent } from '@shop/contracts';
import { addJobWithin } from '@shop/platform';
import type { JobsOptions, Queue } from 'bullmq';

export interface OrderEventPublisher {
  publish(event: OrderEvent): Promise<void>;
}

/** Adds an event to `order-events` under its business jobId, bounded by `timeoutMs` (see addJobWithin). */
export function createOrderEventPublisher(
  queue: Queue,
  jobOptions: JobsOptions,
  timeoutMs = 5000,
): OrderEventPublisher {
  return {
    publish: (event) =>
      addJobWithin(
        queue,
        { name: ORDER_EVENT_JOBS[event.type], data: event, jobId: orderEventJobId(event), options: jobOptions },
        timeoutMs,
      ),
  };
}
