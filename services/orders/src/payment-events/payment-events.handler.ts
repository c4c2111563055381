import { PAYMENT_EVENT_JOBS, PaymentEventSchema, type PaymentEvent } from '@shop/contracts';
import type { JobHandler, Logger } from '@shop/platform';
import { UnrecoverableError, type Job } from 'bullmq';
import type { PendingOrderService } from './pending-orders.service.js';

function parseEvent(job: Job): PaymentEvent {
  const parsed = PaymentEventSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`bad ${job.name} payload: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * The capture half of queue `payment-events` (a pending capture completed or denied).
 * The refund half (`payment.refunded`, `payment.reversed`) joins this map in payment-events.consumer.ts.
 */
export function createCaptureEventHandlers(deps: {
  pendingOrders: PendingOrderService;
  log: Logger;
}): Record<string, JobHandler> {
  const { pendingOrders, log } = deps;
  return {
    [PAYMENT_EVENT_JOBS['payment.capture-completed']]: async (job) => {
      const event = parseEvent(job);
      const outcome = await pendingOrders.completeByPaypalOrderId(event.paypalOrderId, event.captureId, event.eventId);
      log.info({ eventId: event.eventId, paypalOrderId: event.paypalOrderId, outcome }, 'capture completed event');
      return { outcome };
    },
    [PAYMENT_EVENT_JOBS['payment.capture-denied']]: async (job) => {
      const event = parseEvent(job);
      const outcome = await pendingOrders.denyByPaypalOrderId(event.paypalOrderId);
      log.info({ eventId: event.eventId, paypalOrderId: event.paypalOrderId, outcome }, 'capture denied event');
      return { outcome };
    },
  };
}
