import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { loadConfig } from './config.js';
import { startMetricsServer } from './metrics-server.js';
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
  /** Where /metrics is served instead of `port` (the app built with `serveMetrics: false`). */
  metricsPort?: number;
}

/**
 * Listens, and on SIGTERM/SIGINT stops taking work: readiness turns 503, HTTP closes (in-flight
 * requests finish), then the service's own resources close, all within a deadline.
 */
export async function runService(options: RunServiceOptions): Promise<void> {
  const { app, logger } = options;
  const closers = [...(options.closers ?? [])];
  closeWithGrace({ delay: options.shutdownTimeoutMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await shutdown(app, closers, logger);
  });
  await app.listen({ port: options.port, host: options.host });
  if (options.metricsPort !== undefined) {
    const metrics = await startMetricsServer({
      registry: app.metrics.registry,
      port: options.metricsPort,
      host: options.host,
      logger,
    });
    // Closed last (closers run in reverse): the scraper sees the whole drain.
    closers.unshift(() => metrics.close());
    logger.info({ port: metrics.port }, 'metrics served on their own port');
  }
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

/** What every service's configuration has, from `baseEnvShape` and its own `PORT`. */
export interface ServiceConfig {
  PORT: number;
  /** Set by a service whose own port is public: /metrics is served on this one instead. */
  METRICS_PORT?: number;
  HOST: string;
  SHUTDOWN_TIMEOUT_MS: number;
}

/** What every service's composition root returns, at the least. */
export interface ServiceDeps {
  logger: Logger;
  /** Closes what createDeps opened (queues, Redis, the pool), after HTTP and any extra closers. */
  close: Closer;
}

export interface ServiceDefinition<C extends ServiceConfig, D extends ServiceDeps> {
  configSchema: z.ZodType<C>;
  createDeps(config: C): D | Promise<D>;
  /** Work before the app is built, such as migrations. */
  prepare?(deps: D): Promise<void>;
  /** The app, or the app with resources of its own, closed before the deps (e.g. a queue worker). */
  buildApp(deps: D): Promise<AppInstance | BuiltService> | AppInstance | BuiltService;
}

export interface BuiltService {
  app: AppInstance;
  closers: Closer[];
}

/** A service's whole `main.ts`: loadConfig → createDeps → prepare → buildApp → runService. */
export async function startService<C extends ServiceConfig, D extends ServiceDeps>(
  service: ServiceDefinition<C, D>,
  env?: Record<string, string | undefined>,
): Promise<AppInstance> {
  // Without `env`, loadConfig reads the process environment (config.ts is its only reader).
  const config = loadConfig(service.configSchema, env);
  const deps = await service.createDeps(config);
  await service.prepare?.(deps);
  const built = await service.buildApp(deps);
  const { app, closers } = 'closers' in built ? built : { app: built, closers: [] };
  await runService({
    app,
    port: config.PORT,
    host: config.HOST,
    logger: deps.logger,
    closers: [deps.close, ...closers],
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    metricsPort: config.METRICS_PORT,
  });
  return app;
}
