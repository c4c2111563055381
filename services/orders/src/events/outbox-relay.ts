import { createOutboxRelay, type Logger, type OutboxRelay, type OutboxStore } from '@shop/platform';
import type { OrderOutboxRow } from '../db/schema.js';
import type { OrderEventPublisher } from './order-event-publisher.js';
import { toOrderEvent } from './outbox.repository.js';

/** The order outbox's relay to `order-events` (the loop and the store are @shop/platform's, shared with payments). */
export function createOrderOutboxRelay({
  outbox,
  publisher,
  log,
  pollMs,
}: {
  outbox: OutboxStore<OrderOutboxRow>;
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
