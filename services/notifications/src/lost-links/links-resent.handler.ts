import { ORDER_EVENT_JOBS, OrderEventSchema } from '@shop/contracts';
import type { JobHandler, Logger } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import { UnknownOrder } from '../receipts/receipts.service.js';
import type { LinksResentService } from './links-resent.service.js';

/** Queue `order-events`, job `links-resent`: the buyer's or the curator's resend. */
export function createLinksResentHandlers({
  links,
  metrics,
  log,
}: {
  links: LinksResentService;
  metrics: NotificationMetrics;
  log: Logger;
}): Record<string, JobHandler> {
  const linksResent: JobHandler = async (job) => {
    const parsed = OrderEventSchema.safeParse(job.data);
    if (!parsed.success || parsed.data.type !== 'links.resent') {
      throw new UnrecoverableError(`Malformed order event: ${parsed.error?.issues[0]?.message ?? 'not links.resent'}`);
    }
    try {
      const outcome = await links.sendLinks(parsed.data, `job-${job.id ?? 'unknown'}`);
      metrics.messages.inc({ kind: 'links-resent', outcome });
      return outcome;
    } catch (error) {
      if (error instanceof UnknownOrder) {
        log.error({ orderId: parsed.data.orderId, jobId: job.id }, 'links not resent: unknown order');
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };
  return { [ORDER_EVENT_JOBS['links.resent']]: linksResent };
}
