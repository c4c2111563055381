import { randomUUID } from 'node:crypto';
import { DependencyUnavailable, type Logger } from '@shop/platform';
import type { PaymentsClient } from '../clients/payments-client.js';
import type { OrderRepository } from '../orders/orders.repository.js';
import type { OrderService } from '../orders/orders.service.js';
import type { PendingOrderService } from '../payment-events/pending-orders.service.js';

export interface ReconciliationResult {
  captures: number;
  ordersCreated: number;
  ordersCompleted: number;
  ordersDenied: number;
  failures: number;
}

/** Cumulative figures of this process, read by /metrics (reconciliation-metrics.ts). */
export interface ReconciliationStats {
  runs: number;
  failedRuns: number;
  ordersCreated: number;
  ordersCompleted: number;
  captureFailures: number;
  lastRunAt: Date | undefined;
  lastSuccessAt: Date | undefined;
}

export interface ReconciliationServiceDeps {
  payments: PaymentsClient;
  orders: OrderService;
  orderRows: OrderRepository;
  pendingOrders: PendingOrderService;
  log: Logger;
  /** How far back each round looks at captures. */
  lookbackMs: number;
  /**
   * Captures younger than this are left to the buyer's own POST /api/orders, which carries the
   * e-mail and name they typed; reconciliation would store PayPal's payer instead.
   */
  graceMs: number;
  now?: () => Date;
}

/**
 * Paid but no order: asks payments for the captures of the last days and stores the
 * order (and its grants) of each one that has none, exactly as POST /api/orders would have
 * (idempotent on the PayPal order id, so a racing POST or a second replica adds nothing). A
 * pending order whose capture payments now has COMPLETED or DENIED (its event lost) is settled too.
 */
export function createReconciliationService(deps: ReconciliationServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const stats: ReconciliationStats = {
    runs: 0,
    failedRuns: 0,
    ordersCreated: 0,
    ordersCompleted: 0,
    captureFailures: 0,
    lastRunAt: undefined,
    lastSuccessAt: undefined,
  };

  async function run(): Promise<ReconciliationResult> {
    const requestId = `reconcile-${randomUUID()}`;
    const startedAt = now();
    stats.runs += 1;
    stats.lastRunAt = startedAt;
    const result: ReconciliationResult = {
      captures: 0,
      ordersCreated: 0,
      ordersCompleted: 0,
      ordersDenied: 0,
      failures: 0,
    };
    let captures;
    try {
      captures = await deps.payments.listCaptures(
        {
          since: new Date(startedAt.getTime() - deps.lookbackMs),
          // + 1 ms: payments stamps captures with PostgreSQL's microseconds, this clock has
          // milliseconds, so a capture made in the same millisecond as `startedAt` (a grace of 0)
          // is after `startedAt` to the database and was left out.
          before: new Date(startedAt.getTime() - deps.graceMs + 1),
        },
        requestId,
      );
    } catch (error) {
      stats.failedRuns += 1;
      // Payments away (still starting, restarting) is no fault here: the job is tried again
      // shortly. The client has already logged the cause, at error level when payments answered
      // something unexpected.
      if (error instanceof DependencyUnavailable)
        deps.log.warn({ requestId, reason: error.message }, 'reconciliation postponed: payments unavailable');
      else deps.log.error({ err: error, requestId }, 'reconciliation failed: captures not listed');
      throw error;
    }
    result.captures = captures.length;
    for (const payment of captures) {
      try {
        const existing = await deps.orderRows.findByPaypalOrderId(payment.paypalOrderId);
        if (payment.status === 'DENIED') {
          // Never an order for it; a pending one whose denial event was lost is denied now.
          if (existing?.status === 'pending') {
            const outcome = await deps.pendingOrders.denyByPaypalOrderId(payment.paypalOrderId);
            if (outcome === 'denied') result.ordersDenied += 1;
          }
        } else if (!existing) {
          const { created, order } = await deps.orders.recordCapture(payment, { requestId });
          if (created) {
            result.ordersCreated += 1;
            deps.log.warn(
              { paypalOrderId: payment.paypalOrderId, orderId: order.id, status: payment.status },
              'reconciliation created a missing order',
            );
          }
        } else if (existing.status === 'pending' && payment.captured) {
          const outcome = await deps.pendingOrders.complete(existing, payment.captureId ?? null, requestId);
          if (outcome === 'completed') result.ordersCompleted += 1;
        }
      } catch (error) {
        result.failures += 1;
        deps.log.error({ err: error, paypalOrderId: payment.paypalOrderId }, 'reconciliation of a capture failed');
      }
    }
    stats.ordersCreated += result.ordersCreated;
    stats.ordersCompleted += result.ordersCompleted;
    stats.captureFailures += result.failures;
    if (result.failures > 0) stats.failedRuns += 1;
    else stats.lastSuccessAt = startedAt;
    deps.log.info({ ...result, requestId, durationMs: now().getTime() - startedAt.getTime() }, 'reconciliation run');
    return result;
  }

  return { run, stats };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
