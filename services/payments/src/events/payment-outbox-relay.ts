import { createOutboxRelay, type Logger, type OutboxRelay, type OutboxStore } from '@shop/platform';
import type { PaymentOutboxRow } from '../db/schema.js';
import type { PaymentEventPublisher } from './payment-event-publisher.js';
import { toPaymentEvent } from './payment-outbox.repository.js';

/** The payment outbox's relay to `payment-events` (the loop and the store are @shop/platform's, shared with orders). */
export function createPaymentOutboxRelay({
  outbox,
  publisher,
  log,
  pollMs,
}: {
  outbox: OutboxStore<PaymentOutboxRow>;
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
