import type { Queue } from 'bullmq';
import { settledWithin, shutdownGraceMs } from './redis.js';

/**
 * Closes a BullMQ queue that shares a Redis connection the caller disconnects afterwards.
 *
 * BullMQ detaches its listeners when the queue closes; if the connection's handshake is still
 * running then, the disconnect cuts it short and BullMQ emits that as an 'error' nobody listens
 * to, which ends the process (seen when the catalog's operator tool started and stopped within
 * milliseconds on a loaded machine). So the handshake settles first, bounded (`shutdownGraceMs`)
 * so that a shutdown while Redis is away never hangs.
 */
export async function closeQueue(queue: Queue, settleMs = shutdownGraceMs(queue.opts.connection)): Promise<void> {
  await settledWithin(queue.waitUntilReady(), settleMs);
  await queue.close();
}
