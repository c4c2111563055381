import type { Logger } from '@shop/platform';
import type { OrderEventPublisher } from './order-event-publisher.js';
import type { OutboxRepository } from './outbox.repository.js';

export interface OutboxRelayDeps {
  outbox: OutboxRepository;
  publisher: OrderEventPublisher;
  log: Logger;
  /** How often pending events are looked for; also the delay before a failed publish is tried again. */
  pollMs: number;
  batchSize?: number;
}

export interface OutboxRelay {
  /** Publishes what is pending now, batch after batch; answers how many were published. */
  relayPending(): Promise<number>;
  /** Polls until `stop`. */
  start(): void;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Moves committed events from the outbox to BullMQ. Polling (rather than publishing right after
 * the commit) keeps the order's request path free of Redis: an order is stored and answered while
 * Redis is away, and its events follow once Redis is back. The delay is at most `pollMs`.
 */
export function createOutboxRelay({ outbox, publisher, log, pollMs, batchSize = 50 }: OutboxRelayDeps): OutboxRelay {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  async function relayPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, error } = await outbox.publishPending(batchSize, (row) =>
        publisher.publish({
          eventId: row.id,
          type: row.type,
          orderId: row.order_id,
          occurredAt: row.created_at.toISOString(),
        }),
      );
      total += published;
      if (error !== undefined) {
        log.warn({ err: error, published: total }, 'order event not published; will retry');
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
          if (count > 0) log.info({ count }, 'order events published');
          return count;
        })
        .catch((error: unknown) => {
          // The database is away: the rows wait, and so do we.
          log.warn({ err: error }, 'order outbox not readable; will retry');
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
