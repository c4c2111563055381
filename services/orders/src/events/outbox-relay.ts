import { createOutboxRelay, type Logger, type OutboxRelay } from '@shop/platform';
import type { OrderEventPublisher } from './order-event-publisher.js';
import { toOrderEvent, type OutboxRepository } from './outbox.repository.js';

/** The order outbox's relay to `order-events` (the loop itself is @shop/platform's, shared with payments). */
export function createOrderOutboxRelay({
  outbox,
  publisher,
  log,
  pollMs,
}: {
  outbox: OutboxRepository;
  publisher: OrderEventPublisher;
  log: Logger;
  pollMs: number;
}): OutboxRelay {
  return createOutboxRelay({
    name: 'order',
    publishPending: outbox.publishPending,
    publish: (row) => publisher.publish(toOrderEvent(row)),
    log,
    pollMs,
  });
}
