import { ORDER_EVENT_JOBS, OrderEventSchema } from '@shop/contracts';
import type { JobHandler } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import type { OrderMailKind } from './order-mail-kind.js';
import type { OrderMailSender } from './order-mail.sender.js';

/**
 * Job name → handler of queue `order-events`, one per mail kind. A malformed payload can never
 * succeed, so it is not retried (nor is an unknown order: the consumer's `isPermanent`); SMTP or
 * orders being away is thrown and retried with back-off.
 */
export function createOrderMailHandlers({
  kinds,
  sender,
  metrics,
}: {
  kinds: readonly OrderMailKind[];
  sender: OrderMailSender;
  metrics: NotificationMetrics;
}): Record<string, JobHandler> {
  const handle =
    (mail: OrderMailKind): JobHandler =>
    async (job) => {
      const parsed = OrderEventSchema.safeParse(job.data);
      if (!parsed.success || parsed.data.type !== mail.event) {
        throw new UnrecoverableError(
          `Malformed order event: ${parsed.error?.issues[0]?.message ?? `not ${mail.event}`}`,
        );
      }
      const outcome = await sender.send(mail, parsed.data, `job-${job.id ?? 'unknown'}`);
      metrics.messages.inc({ kind: mail.kind, outcome });
      return outcome;
    };
  return Object.fromEntries(kinds.map((mail) => [ORDER_EVENT_JOBS[mail.event], handle(mail)]));
}
