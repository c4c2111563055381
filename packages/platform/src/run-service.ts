import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import type { AppInstance } from './server.js';

export type Closer = () => Promise<unknown>;

export interface RunServiceOptions {
  app: AppInstance;
  port: number;
  host: string;
  logger: Logger;
  /** Closed in reverse order after HTTP stops (e.g. queues, then Redis, then the pool). */
  closers?: Closer[];
  shutdownTimeoutMs: number;
}

/**
 * Listens, and on SIGTERM/SIGINT stops taking work: readiness turns 503, HTTP closes (in-flight
 * requests finish), then the service's own resources close, all within a deadline.
 */
export async function runService(options: RunServiceOptions): Promise<void> {
  const { app, logger } = options;
  closeWithGrace({ delay: options.shutdownTimeoutMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await shutdown(app, options.closers ?? [], logger);
  });
  await app.listen({ port: options.port, host: options.host });
}

export async function shutdown(app: AppInstance, closers: Closer[], logger: Logger): Promise<void> {
  app.shutdownState.isShuttingDown = true;
  await app.close();
  for (const close of [...closers].reverse()) {
    try {
      await close();
    } catch (error) {
      logger.warn({ err: error }, 'a resource did not close cleanly');
    }
  }
  logger.info('stopped');
}
