import { ORDER_EVENT_JOBS, OrderEventSchema } from '@shop/contracts';
import type { JobHandler, Logger } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import { UnknownOrder, type ReceiptService } from './receipts.service.js';

/**
 * Consumes queue `order-events`. A malformed payload or an order orders does not know can never
 * succeed, so neither is retried; SMTP or orders being away is thrown and retried with back-off.
 */
export function createOrderEventHandlers({
  receipts,
  metrics,
  log,
}: {
  receipts: ReceiptService;
  metrics: NotificationMetrics;
  log: Logger;
}): Record<string, JobHandler> {
  const orderPaid: JobHandler = async (job) => {
    const parsed = OrderEventSchema.safeParse(job.data);
    if (!parsed.success || parsed.data.type !== 'order.paid') {
      throw new UnrecoverableError(`Malformed order event: ${parsed.error?.issues[0]?.message ?? 'not order.paid'}`);
    }
    try {
      const outcome = await receipts.sendReceipt(parsed.data, `job-${job.id ?? 'unknown'}`);
      metrics.messages.inc({ kind: 'order-receipt', outcome });
      return outcome;
    } catch (error) {
      if (error instanceof UnknownOrder) {
        log.error({ orderId: parsed.data.orderId, jobId: job.id }, 'receipt not sent: unknown order');
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };
  return { [ORDER_EVENT_JOBS['order.paid']]: orderPaid };
}
