import { ORDER_EVENT_JOBS, OrderEventSchema } from '@shop/contracts';
import type { JobHandler, Logger } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import { UnknownOrder } from '../receipts/receipts.service.js';
import type { RefundNoticeService } from './refund-notices.service.js';

/** Consumes `order-refunded` jobs of queue `order-events` (issue #14); same retry rules as receipts. */
export function createRefundEventHandlers({
  refundNotices,
  metrics,
  log,
}: {
  refundNotices: RefundNoticeService;
  metrics: NotificationMetrics;
  log: Logger;
}): Record<string, JobHandler> {
  const orderRefunded: JobHandler = async (job) => {
    const parsed = OrderEventSchema.safeParse(job.data);
    if (!parsed.success || parsed.data.type !== 'order.refunded') {
      throw new UnrecoverableError(
        `Malformed order event: ${parsed.error?.issues[0]?.message ?? 'not order.refunded'}`,
      );
    }
    try {
      const outcome = await refundNotices.sendRefundNotice(parsed.data, `job-${job.id ?? 'unknown'}`);
      metrics.messages.inc({ kind: 'order-refund', outcome });
      return outcome;
    } catch (error) {
      if (error instanceof UnknownOrder) {
        log.error(
          { orderId: parsed.data.orderId, eventId: parsed.data.eventId },
          'refund e-mail not sent: unknown refund',
        );
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };
  return { [ORDER_EVENT_JOBS['order.refunded']]: orderRefunded };
}
