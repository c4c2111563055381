import type { Logger } from '@shop/platform';
import type { PaymentEventPublisher } from './payment-event-publisher.js';
import { toPaymentEvent, type PaymentOutboxRepository } from './payment-outbox.repository.js';

export interface PaymentOutboxRelay {
  /** Publishes what is pending now, batch after batch; answers how many were published. */
  relayPending(): Promise<number>;
  start(): void;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Moves committed payment events to BullMQ by polling, so a webhook is recorded and answered
 * while Redis is away and its events follow once Redis is back (orders' relay works the same way).
 */
export function createPaymentOutboxRelay({
  outbox,
  publisher,
  log,
  pollMs,
  batchSize = 50,
}: {
  outbox: PaymentOutboxRepository;
  publisher: PaymentEventPublisher;
  log: Logger;
  pollMs: number;
  batchSize?: number;
}): PaymentOutboxRelay {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  async function relayPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, error } = await outbox.publishPending(batchSize, (row) =>
        publisher.publish(toPaymentEvent(row)),
      );
      total += published;
      if (error !== undefined) {
        log.warn({ err: error, published: total }, 'payment event not published; will retry');
        return total;
      }
      if (published < batchSize) return total;
    }
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = relayPending()
        .then((count) => {
          if (count > 0) log.info({ count }, 'payment events published');
          return count;
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'payment outbox not readable; will retry');
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
  }

  return {
    relayPending,
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
