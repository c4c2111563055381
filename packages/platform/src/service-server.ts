import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { pingDb } from './db.js';
import { requestTimeoutsOf, type RequestTimeoutSettings } from './request-timeouts.js';
import { createServer, type AppInstance, type ReadinessCheck } from './server.js';

/** What a service's deps give its server: the logger, the internal token and the service's database. */
export interface ServiceServerDeps<DB> {
  logger: Logger;
  /** The internal token, and the request time limits from `baseEnvShape`. */
  config: { INTERNAL_TOKEN: string } & Partial<RequestTimeoutSettings>;
  db: Kysely<DB>;
}

/**
 * `createServer` for a service over its own Postgres schema: its logger, its internal token, and a
 * /readyz that checks Postgres first, then `readiness` (Redis, object storage, consumers…). Its
 * plain answers are logged at `debug` (request-log.ts).
 */
export function createServiceServer<DB>(
  service: string,
  deps: ServiceServerDeps<DB>,
  readiness: Record<string, ReadinessCheck> = {},
): AppInstance {
  return createServer({
    service,
    logger: deps.logger,
    internalToken: deps.config.INTERNAL_TOKEN,
    timeouts: requestTimeoutsOf(deps.config),
    // Every request that reaches a service came through the gateway, whose line records it.
    answeredLevel: 'debug',
    readiness: { postgres: () => pingDb(deps.db as Kysely<unknown>), ...readiness },
  });
}
