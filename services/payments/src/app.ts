import { createServer, migrateToLatest, pingDb, type AppInstance } from '@shop/platform';
import type { Kysely } from 'kysely';
import { paymentConfigRoutes } from './config-route/payment-config.routes.js';
import { migrations } from './db/migrations/index.js';
import { PAYMENTS_SCHEMA, type PaymentsDeps } from './deps.js';

export async function prepare(deps: PaymentsDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, PAYMENTS_SCHEMA, migrations);
}

export async function buildApp(deps: PaymentsDeps): Promise<AppInstance> {
  const app = createServer({
    service: 'payments',
    logger: deps.logger,
    internalToken: deps.config.INTERNAL_TOKEN,
    readiness: { postgres: () => pingDb(deps.db as Kysely<unknown>) },
  });
  await app.register(paymentConfigRoutes, { paymentConfig: deps.paymentConfig });
  return app;
}
