import type { Migration } from 'kysely';
import * as createPaymentOrders from './202611220000_create-payment-orders.js';

/** Every migration, in order. Never edit one that has shipped: add another. */
export const migrations: Record<string, Migration> = {
  '202611220000_create-payment-orders': createPaymentOrders,
};
