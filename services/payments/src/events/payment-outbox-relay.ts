import { createOutboxRelay, type Logger, type OutboxRelay } from '@shop/platform';
import type { PaymentEventPublisher } from './payment-event-publisher.js';
import { toPaymentEvent, type PaymentOutboxRepository } from './payment-outbox.repository.js';

/** The payment outbox's relay to `payment-events` (the loop itself is @shop/platform's, shared with orders). */
export function createPaymentOutboxRelay({
  outbox,
  publisher,
  log,
  pollMs,
}: {
  outbox: PaymentOutboxRepository;
  publisher: PaymentEventPublisher;
  log: Logger;
  pollMs: number;
}): OutboxRelay {
  return createOutboxRelay({
    name: 'payment',
    publishPending: outbox.publishPending,
    publish: (row) => publisher.publish(toPaymentEvent(row)),
    log,
    pollMs,
  });
}
