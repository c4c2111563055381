import { PAYMENT_EVENT_JOBS, PaymentEventSchema, type PaymentEvent } from '@shop/contracts';
import type { JobHandler, Logger } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { RefundService } from '../refunds/refunds.service.js';

/** The payment-events jobs orders handles here (refunds and charge-backs). */
export const REFUND_PAYMENT_JOBS = [PAYMENT_EVENT_JOBS['payment.refunded'], PAYMENT_EVENT_JOBS['payment.reversed']];

/**
 * Consumes `payment.refunded` and `payment.reversed` from queue `payment-events`. Idempotent by
 * eventId and refundId (refunds.service); a malformed payload can never succeed, so it is not
 * retried; an order not recorded yet is retried with back-off.
 */
export function createRefundEventHandlers({
  refunds,
  log,
}: {
  refunds: RefundService;
  log: Logger;
}): Record<string, JobHandler> {
  const parse = (data: unknown, type: PaymentEvent['type']): PaymentEvent => {
    const parsed = PaymentEventSchema.safeParse(data);
    if (!parsed.success || parsed.data.type !== type) {
      throw new UnrecoverableError(`Malformed payment event: ${parsed.error?.issues[0]?.message ?? `not ${type}`}`);
    }
    return parsed.data;
  };
  return {
    [PAYMENT_EVENT_JOBS['payment.refunded']]: async (job) => {
      const event = parse(job.data, 'payment.refunded');
      const outcome = await refunds.applyPaymentRefund(event);
      log.info({ eventId: event.eventId, jobId: job.id, outcome }, 'payment.refunded handled');
      return outcome;
    },
    [PAYMENT_EVENT_JOBS['payment.reversed']]: async (job) => {
      const event = parse(job.data, 'payment.reversed');
      const outcome = await refunds.applyPaymentReversal(event);
      log.info({ eventId: event.eventId, jobId: job.id, outcome }, 'payment.reversed handled');
      return outcome;
    },
  };
}
