import type { Migration } from 'kysely';
import * as createOrders from './202611220000_create-orders.js';

/** Every migration, in order. Never edit one that has shipped: add another. */
export const migrations: Record<string, Migration> = {
  '202611220000_create-orders': createOrders,
};
