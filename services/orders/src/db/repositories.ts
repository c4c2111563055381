import { createTransactionRunner as createRunner, type WithTransaction as RunInTransaction } from '@shop/platform';
import type { Kysely } from 'kysely';
import { createCommissionRepository, type CommissionRepository } from '../commissions/commissions.repository.js';
import { createLostLinksRepository, type LostLinksRepository } from '../lost-links/lost-links.repository.js';
import { createOrderRepository, type OrderRepository } from '../orders/orders.repository.js';
import { createPickRepository, type PickRepository } from '../picks/picks.repository.js';
import { createRefundRepository, type RefundRepository } from '../refunds/refunds.repository.js';
import type { Database } from './schema.js';

/** The repositories a transaction may need; `orders` is the one writer of orders, their lines and grants. */
export interface OrdersRepositories {
  orders: OrderRepository;
  picks: PickRepository;
  refunds: RefundRepository;
  commissions: CommissionRepository;
  lostLinks: LostLinksRepository;
}

export function createRepositories(db: Kysely<Database>): OrdersRepositories {
  return {
    orders: createOrderRepository(db),
    picks: createPickRepository(db),
    refunds: createRefundRepository(db),
    commissions: createCommissionRepository(db),
    lostLinks: createLostLinksRepository(db),
  };
}

/** Runs `work` in one transaction, with repositories bound to it (platform's idiom, as in every service). */
export type WithTransaction = RunInTransaction<OrdersRepositories>;

export function createTransactionRunner(db: Kysely<Database>): WithTransaction {
  return createRunner(db, createRepositories);
}
