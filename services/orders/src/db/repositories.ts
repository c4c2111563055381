import type { WithTransaction as RunInTransaction } from '@shop/platform';
import type { Kysely } from 'kysely';
import { createCommissionRepository } from '../commissions/commissions.repository.js';
import { createLostLinksRepository } from '../lost-links/lost-links.repository.js';
import { createOrderRepository } from '../orders/orders.repository.js';
import { createPickRepository } from '../picks/picks.repository.js';
import { createRefundRepository } from '../refunds/refunds.repository.js';
import type { Database } from './schema.js';

/** The repositories a transaction may need; `orders` is the one writer of orders, their lines and grants. */
export function createRepositories(db: Kysely<Database>) {
  return {
    orders: createOrderRepository(db),
    picks: createPickRepository(db),
    refunds: createRefundRepository(db),
    commissions: createCommissionRepository(db),
    lostLinks: createLostLinksRepository(db),
  };
}

export type OrdersRepositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction, with repositories bound to it (platform's createTransactionRunner). */
export type WithTransaction = RunInTransaction<OrdersRepositories>;
