import { bindRepositories, type WithTransaction as RunInTransaction } from '@shop/platform';
import { createCommissionRepository } from '../commissions/commissions.repository.js';
import { createLostLinksRepository } from '../lost-links/lost-links.repository.js';
import { createOrderRepository } from '../orders/orders.repository.js';
import { createPickRepository } from '../picks/picks.repository.js';
import { createRefundRepository } from '../refunds/refunds.repository.js';

/** The repositories a transaction may need; `orders` is the one writer of orders, their lines and grants. */
export const createRepositories = bindRepositories({
  orders: createOrderRepository,
  picks: createPickRepository,
  refunds: createRefundRepository,
  commissions: createCommissionRepository,
  lostLinks: createLostLinksRepository,
});

/** Runs `work` in one transaction, with repositories bound to it (platform's createTransactionRunner). */
export type WithTransaction = RunInTransaction<ReturnType<typeof createRepositories>>;
