import {
  BadRequest,
  createOutboxPendingGauge,
  createServiceServer,
  migrateToLatest,
  type AppInstance,
} from '@shop/platform';
import type { Kysely } from 'kysely';
import { paymentConfigRoutes } from './config-route/payment-config.routes.js';
import { countryTaxRoutes } from './country-taxes/country-taxes.routes.js';
import { migrations } from './db/migrations/index.js';
import { PAYMENTS_SCHEMA, type PaymentsDeps } from './deps.js';
import { paymentOrderRoutes } from './payment-orders/payment-orders.routes.js';
import { promoCodeRoutes } from './promo-codes/promo-codes.routes.js';
import { refundRoutes } from './refunds/refunds.routes.js';
import { createWebhookMetrics } from './webhooks/webhook-metrics.js';
import { webhookRoutes } from './webhooks/webhooks.routes.js';

export async function prepare(deps: PaymentsDeps): Promise<void> {
  await migrateToLatest(deps.db as Kysely<unknown>, PAYMENTS_SCHEMA, migrations);
  deps.paymentOutboxRelay.start();
}

export async function buildApp(deps: PaymentsDeps): Promise<AppInstance> {
  const app = createServiceServer('payments', deps);
  allowEmptyJsonBodies(app);
  await app.register(paymentConfigRoutes, { paymentConfig: deps.paymentConfig });
  await app.register(paymentOrderRoutes, {
    paymentOrders: deps.paymentOrders,
    isCookieSecure: deps.config.isCookieSecure,
  });
  await app.register(promoCodeRoutes, { promoCodes: deps.promoCodes });
  await app.register(countryTaxRoutes, { countryTaxes: deps.countryTaxes });
  await app.register(refundRoutes, { refunds: deps.refunds });
  await app.register(webhookRoutes, { webhooks: deps.webhooks });
  createOutboxPendingGauge(app.metrics.registry, 'payment', () => deps.paymentOutbox.countPending());
  createWebhookMetrics(app.metrics.registry, deps.webhooks);
  return app;
}

/**
 * SPEC §7: the capture call sends JSON headers and no body. Fastify's parser refuses an empty
 * JSON body with a 400; this one reads it as no body and keeps the default (poisoning-safe)
 * parsing for everything else.
 */
function allowEmptyJsonBodies(app: AppInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error, value) => {
      if (error) done(new BadRequest(`The request body is not valid JSON: ${error.message}`), undefined);
      else done(null, value);
    });
  });
}
