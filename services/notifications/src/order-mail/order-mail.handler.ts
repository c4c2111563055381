import { ORDER_EVENT_JOBS, ORDER_EVENTS_QUEUE, OrderEventSchema } from '@shop/contracts';
import type { JobConsumerSpec, JobHandler } from '@shop/platform';
import { UnrecoverableError } from 'bullmq';
import type { NotificationMetrics } from '../metrics.js';
import type { OrderMailKind } from './order-mail-kind.js';
import { UnknownOrder, type OrderMailSender } from './order-mail.sender.js';

interface OrderMailHandlerDeps {
  kinds: readonly OrderMailKind[];
  sender: OrderMailSender;
  metrics: NotificationMetrics;
}

/**
 * Job name → handler of queue `order-events`, one per mail kind. A malformed payload can never
 * succeed, so it is not retried; SMTP or orders being away is thrown and retried with back-off.
 */
export function createOrderMailHandlers({ kinds, sender, metrics }: OrderMailHandlerDeps): Record<string, JobHandler> {
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

/** Queue `order-events`: every job orders publishes needs its mail kind, or the consumer refuses to start. */
export function orderMailConsumer(deps: OrderMailHandlerDeps): JobConsumerSpec {
  return {
    queue: ORDER_EVENTS_QUEUE,
    jobNames: Object.values(ORDER_EVENT_JOBS),
    handlers: createOrderMailHandlers(deps),
    // An order or event orders does not know stays unknown.
    isPermanent: (error) => error instanceof UnknownOrder,
    failureMessage: 'e-mail not sent',
  };
}
