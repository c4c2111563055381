import { bindRepositories, type WithTransaction as RunInTransaction } from '@shop/platform';
import { createCountryTaxRepository } from './country-taxes/country-taxes.repository.js';
import { createPaymentEventRepository } from './events/payment-outbox.repository.js';
import { createPaymentOrderRepository } from './payment-orders/payment-orders.repository.js';
import { createPromoCodeRepository } from './promo-codes/promo-codes.repository.js';
import { createRefundRepository } from './refunds/refunds.repository.js';
import { createWebhookRepository } from './webhooks/webhooks.repository.js';

/**
 * Composition: which repositories the service and its transactions get, beside deps.ts.
 * One repository per table it writes: payment_orders, promo codes and their uses, refunds, webhook
 * events, the outbox, country taxes.
 */
export const createRepositories = bindRepositories({
  paymentOrders: createPaymentOrderRepository,
  promoCodes: createPromoCodeRepository,
  refunds: createRefundRepository,
  webhookEvents: createWebhookRepository,
  paymentEvents: createPaymentEventRepository,
  countryTaxes: createCountryTaxRepository,
});

export type PaymentsRepositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction, with repositories bound to it (platform's createTransactionRunner). */
export type WithTransaction = RunInTransaction<PaymentsRepositories>;
