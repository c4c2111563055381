import type { CatalogClient } from '@shop/catalog-client';
import type { Logger } from '@shop/platform';
import type { WithTransaction } from '../repositories.js';
import type { OrderRow } from '../db/schema.js';
import { buildGrants } from '../orders/order-grants.js';
import type { OrderRepository } from '../orders/orders.repository.js';

export interface PendingOrderServiceDeps {
  orders: OrderRepository;
  withTransaction: WithTransaction;
  catalog: CatalogClient;
  log: Logger;
  downloadTokenSecret: string;
  now?: () => Date;
}

export type PendingOutcome = 'completed' | 'denied' | 'not_pending' | 'no_order';

/**
 * A pending order (PayPal held its capture) is settled by `payment.capture-completed`
 * (grants from now, `order.paid` → the receipt) or `payment.capture-denied`. Both are idempotent:
 * only a pending order changes, so a repeated event, or one for an order that reconciliation
 * stored as completed, changes nothing.
 */
export function createPendingOrderService(deps: PendingOrderServiceDeps) {
  const { orders, withTransaction, catalog, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function complete(order: OrderRow, captureId: string | null, requestId: string): Promise<PendingOutcome> {
    if (order.status !== 'pending') return 'not_pending';
    const lines = await orders.listLines(order.id);
    const artworkIds = lines.filter((line) => line.kind === 'artwork').map((line) => line.artwork_id);
    const artworks = new Map((await catalog.lookup(artworkIds, requestId)).map((a) => [a.id, a]));
    const grants = buildGrants({
      artworkIds,
      artworks,
      downloadTokenSecret: deps.downloadTokenSecret,
      now: now(),
      paypalOrderId: order.paypal_order_id,
      log,
    });
    // The grants and `order.paid` exist exactly when the order left `pending`, once.
    const isCompleted = await withTransaction(async ({ orders: pending }) => {
      if (!(await pending.completeIfPending(order.id, captureId))) return false;
      await pending.addGrants(order.id, grants);
      await pending.recordEvent('order.paid', order.id);
      return true;
    });
    if (isCompleted) log.info({ orderId: order.id, grants: grants.length }, 'pending order completed');
    return isCompleted ? 'completed' : 'not_pending';
  }

  return {
    complete,

    async completeByPaypalOrderId(paypalOrderId: string, captureId: string | null, requestId: string) {
      const order = await orders.findByPaypalOrderId(paypalOrderId);
      // No order yet (the buyer closed the page before recording it): reconciliation stores it
      // as completed, since payments now has the capture COMPLETED.
      if (!order) return 'no_order' as const;
      return complete(order, captureId, requestId);
    },

    async denyByPaypalOrderId(paypalOrderId: string): Promise<PendingOutcome> {
      const order = await orders.findByPaypalOrderId(paypalOrderId);
      if (!order) return 'no_order';
      const isDenied = await orders.denyIfPending(order.id);
      if (isDenied) log.info({ orderId: order.id }, 'pending order denied');
      return isDenied ? 'denied' : 'not_pending';
    },
  };
}

export type PendingOrderService = ReturnType<typeof createPendingOrderService>;
