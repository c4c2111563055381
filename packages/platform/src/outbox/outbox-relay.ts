import type { Logger } from '../logger.js';

/** What a batch of the outbox table gave: rows published, and the first refusal, which stopped it. */
export interface PublishedBatch {
  published: number;
  error?: unknown;
}

export interface OutboxRelayDeps<Row> {
  /** For the logs: `order` gives "order events published". */
  name: string;
  /**
   * Claims up to `batchSize` pending rows (locked, so another process's relay skips them), hands each
   * to `publish`, marks the accepted ones published and keeps the first refusal on its row.
   */
  publishPending(batchSize: number, publish: (row: Row) => Promise<void>): Promise<PublishedBatch>;
  publish(row: Row): Promise<void>;
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
 * Moves committed events from a service's outbox table to BullMQ (the transactional outbox of
 * orders and payments). Polling, rather than publishing right after the commit, keeps the request
 * path free of Redis: a change is stored and answered while Redis is away, and its events follow
 * once Redis is back. The delay is at most `pollMs`.
 */
export function createOutboxRelay<Row>({
  name,
  publishPending,
  publish,
  log,
  pollMs,
  batchSize = 50,
}: OutboxRelayDeps<Row>): OutboxRelay {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  async function relayPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, error } = await publishPending(batchSize, publish);
      total += published;
      if (error !== undefined) {
        log.warn({ err: error, published: total }, `${name} event not published; will retry`);
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
          if (count > 0) log.info({ count }, `${name} events published`);
          return count;
        })
        .catch((error: unknown) => {
          // The database is away: the rows wait, and so do we.
          log.warn({ err: error }, `${name} outbox not readable; will retry`);
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
