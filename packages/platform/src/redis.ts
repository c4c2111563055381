import { Redis, type RedisOptions } from 'ioredis';

/**
 * - `producer`: HTTP paths. Fails fast (no offline queue) so a request answers 503 while Redis is away.
 * - `worker`: BullMQ workers and queue-event listeners; retries forever (BullMQ requires it).
 */
export type RedisRole = 'producer' | 'worker';

export function redisOptions(role: RedisRole): RedisOptions {
  const common: RedisOptions = {
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
  return role === 'producer'
    ? { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3000 }
    : { ...common, maxRetriesPerRequest: null, enableReadyCheck: true };
}

export function createRedis(url: string, role: RedisRole, onError?: (error: Error) => void): Redis {
  const redis = new Redis(url, redisOptions(role));
  // Without a listener ioredis logs every reconnect attempt as an unhandled error.
  redis.on('error', (error) => onError?.(error));
  return redis;
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
}

/**
 * How long a shutdown waits for what was already sent on `connection` before cutting it.
 *
 * While Redis answers, those commands are answered: wait for them, even for seconds on a loaded
 * machine (a fixed one-second bound once cut them short there, and BullMQ's own promises among
 * them rejected unhandled with "Connection is closed."). While Redis is away nothing answers:
 * give up after a second, so a shutdown never hangs.
 */
export function shutdownGraceMs(connection: unknown): number {
  // 'connect': the socket is open and the handshake is on its way, so Redis is there.
  const answering = connection instanceof Redis && (connection.status === 'ready' || connection.status === 'connect');
  return answering ? ANSWERING_GRACE_MS : AWAY_GRACE_MS;
}

const ANSWERING_GRACE_MS = 15_000;
const AWAY_GRACE_MS = 1000;

/** Waits for `work` to settle (either way), or `ms` at most. */
export async function settledWithin(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work.then(noop, noop), late]);
  clearTimeout(timer);
}

const noop = () => undefined;
