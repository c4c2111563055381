import { bindRepositories, type WithTransaction as RunInTransaction } from '@shop/platform';
import type { Kysely } from 'kysely';
import { createCommissionRepository } from './commissions/commissions.repository.js';
import type { Database } from './db/schema.js';
import { createLibraryRepository } from './library/library.repository.js';
import { createLostLinksRepository } from './lost-links/lost-links.repository.js';
import { createOrderRepository } from './orders/orders.repository.js';
import { createPickRepository } from './picks/picks.repository.js';
import { createRefundRepository } from './refunds/refunds.repository.js';

/**
 * Composition: which repositories the service and its transactions get, beside deps.ts.
 * A repository that writes through another gets it here, made on the same database (the pool or a
 * transaction); no repository module makes another.
 */
const ordersOn = (db: Kysely<Database>) => createOrderRepository(db, { commissionsOn: createCommissionRepository });

/** The repositories a transaction may need; `orders` is the one writer of orders, their lines and grants. */
export const createRepositories = bindRepositories({
  orders: ordersOn,
  picks: createPickRepository,
  refunds: (db: Kysely<Database>) => createRefundRepository(db, { orders: ordersOn(db) }),
  commissions: createCommissionRepository,
  lostLinks: createLostLinksRepository,
  library: createLibraryRepository,
});

/** Runs `work` in one transaction, with repositories bound to it (platform's createTransactionRunner). */
export type WithTransaction = RunInTransaction<ReturnType<typeof createRepositories>>;
