import { publicCacheKeys } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import type { Redis } from 'ioredis';

/**
 * The generation of the catalog's public answers as this gateway knows it. Changes
 * arrive on the Redis channel within milliseconds; in case a message is lost (a reconnect), the
 * value is also read again whenever it is older than `confirmEveryMs`, so a change is seen within
 * that time at worst. Undefined while Redis cannot tell: nothing is then answered from the cache.
 */
export interface CacheGeneration {
  current(): Promise<string | undefined>;
  /** The generation last read, without checking it. */
  latest(): string | undefined;
  /** Reads the generation now (after a write this gateway passed on, before its answer leaves). */
  refresh(): Promise<string | undefined>;
  /** Called with each new generation, so caches keyed otherwise can be emptied. */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export async function createCacheGeneration(options: {
  redis: Redis;
  queuePrefix: string;
  log: Logger;
  confirmEveryMs?: number;
  now?: () => number;
}): Promise<CacheGeneration> {
  const keys = publicCacheKeys(options.queuePrefix);
  const confirmEveryMs = options.confirmEveryMs ?? 250;
  const now = options.now ?? Date.now;
  const listeners: (() => void)[] = [];
  let generation: string | undefined;
  let confirmedAt = -Infinity;
  let shared: Promise<string | undefined> | undefined;
  // Reads may finish out of order: only one started after the last adopted one counts.
  let started = 0;
  let adopted = 0;

  function adopt(value: string | undefined, sequence: number): void {
    if (sequence < adopted) return;
    adopted = sequence;
    confirmedAt = now();
    if (value === generation) return;
    generation = value;
    for (const listener of listeners) listener();
  }

  async function read(): Promise<string | undefined> {
    const sequence = ++started;
    let value: string | undefined;
    try {
      // Never announced (a new Redis): a name of its own, which no announcement uses.
      value = (await options.redis.get(keys.generation)) ?? 'initial';
    } catch (error) {
      options.log.warn({ err: error }, 'public cache generation unreadable: answering without the cache');
      value = undefined;
    }
    adopt(value, sequence);
    return generation;
  }

  /** Concurrent routine checks share one read. */
  function confirm(): Promise<string | undefined> {
    shared ??= read().finally(() => {
      shared = undefined;
    });
    return shared;
  }

  // Its own connection (a subscribed one can do nothing else), subscribed on every (re)connect;
  // what was announced while it was away is caught by reading the generation then.
  const subscriber = options.redis.duplicate({ enableOfflineQueue: false, lazyConnect: true });
  subscriber.on('error', (error) => options.log.debug({ err: error }, 'public cache subscriber error'));
  subscriber.on('message', (_channel, message: string) => {
    // Announcements can pass each other; the stored generation is the truth.
    if (message !== generation) void read();
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(keys.channel).then(
      () => read(),
      (error: unknown) => options.log.warn({ err: error }, 'public cache changes not subscribed'),
    );
  });
  subscriber.connect().catch(() => {
    // Retried by ioredis; until then, the generation is read every confirmEveryMs.
  });
  await read();

  return {
    current: () => (now() - confirmedAt < confirmEveryMs ? Promise.resolve(generation) : confirm()),
    latest: () => generation,
    refresh: read,
    onChange: (listener) => listeners.push(listener),
    async close() {
      subscriber.disconnect();
    },
  };
}
