import type { PaymentConfig } from '@shop/contracts';
import { createDb, createLogger, type Logger } from '@shop/platform';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from './config.js';
import type { Database } from './db/schema.js';

export const PAYMENTS_SCHEMA = 'payments';

export interface PaymentsDeps {
  config: PaymentsConfig;
  logger: Logger;
  db: Kysely<Database>;
  paymentConfig: PaymentConfig;
  close(): Promise<void>;
}

export function createDeps(config: PaymentsConfig, logger = createLogger('payments', config.LOG_LEVEL)): PaymentsDeps {
  const db = createDb<Database>({
    url: config.DATABASE_URL,
    schema: PAYMENTS_SCHEMA,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database client failed'),
  });
  const paymentConfig: PaymentConfig = {
    clientId: config.provider === 'paypal' ? (config.PAYPAL_CLIENT_ID ?? null) : null,
    mode: config.provider,
    currency: 'USD',
  };
  return {
    config,
    logger,
    db,
    paymentConfig,
    async close() {
      await db.destroy();
    },
  };
}
