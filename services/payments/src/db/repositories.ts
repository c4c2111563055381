import { createTransactionRunner as createRunner, type WithTransaction as RunInTransaction } from '@shop/platform';
import type { Kysely } from 'kysely';
import { createPaymentEventRepository, type PaymentEventRepository } from '../events/payment-outbox.repository.js';
import {
  createPaymentOrderRepository,
  type PaymentOrderRepository,
} from '../payment-orders/payment-orders.repository.js';
import { createPromoCodeRepository, type PromoCodeRepository } from '../promo-codes/promo-codes.repository.js';
import { createRefundRepository, type RefundRepository } from '../refunds/refunds.repository.js';
import { createWebhookRepository, type WebhookRepository } from '../webhooks/webhooks.repository.js';
import type { Database } from './schema.js';

/** One repository per table it writes: payment_orders, promo codes and their uses, refunds, webhook events, the outbox. */
export interface PaymentsRepositories {
  paymentOrders: PaymentOrderRepository;
  promoCodes: PromoCodeRepository;
  refunds: RefundRepository;
  webhookEvents: WebhookRepository;
  paymentEvents: PaymentEventRepository;
}

export function createRepositories(db: Kysely<Database>): PaymentsRepositories {
  return {
    paymentOrders: createPaymentOrderRepository(db),
    promoCodes: createPromoCodeRepository(db),
    refunds: createRefundRepository(db),
    webhookEvents: createWebhookRepository(db),
    paymentEvents: createPaymentEventRepository(db),
  };
}

/** Runs `work` in one transaction, with repositories bound to it (platform's idiom, as in every service). */
export type WithTransaction = RunInTransaction<PaymentsRepositories>;

export function createTransactionRunner(db: Kysely<Database>): WithTransaction {
  return createRunner(db, createRepositories);
}
