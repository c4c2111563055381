import {
  ERROR_CODES,
  formatCents,
  isId,
  type AdminRefund,
  type OrderStatus,
  type PaymentEvent,
  type RefundNotice,
  type RefundOrderBody,
  type RefundResult,
} from '@shop/contracts';
import { Conflict, NotFound, type AppError, type Logger } from '@shop/platform';
import type { PaymentsClient } from '../clients/payments-client.js';
import type { OrderLineRow, OrderRow, RefundRow } from '../db/schema.js';
import { amountParts, lineRefundParts, remainingParts, type RefundParts } from './refund-amounts.js';
import type { WithTransaction } from '../repositories.js';
import type { RefundRepository } from './refunds.repository.js';

export interface RefundServiceDeps {
  refunds: RefundRepository;
  withTransaction: WithTransaction;
  payments: PaymentsClient;
  log: Logger;
}

/** Orders whose money is (partly) still with the shop: the only ones that can be refunded. */
const REFUNDABLE: readonly OrderStatus[] = ['completed', 'partially_refunded'];

export const partsOf = (row: RefundRow): RefundParts => ({
  subtotalCents: row.subtotal_cents,
  discountCents: row.discount_cents,
  taxCents: row.tax_cents,
  amountCents: row.amount_cents,
});

export function toAdminRefund(row: RefundRow, lines: readonly OrderLineRow[]): AdminRefund {
  return {
    id: row.id,
    providerRefundId: row.provider_refund_id,
    amount: formatCents(row.amount_cents),
    lineIds: lines.filter((line) => line.refund_id === row.id).map((line) => line.id),
    source: row.source,
    requestedBy: row.requested_by,
    createdAt: row.created_at.toISOString(),
    reason: row.reason,
  };
}

function refusal(order: OrderRow): AppError {
  switch (order.status) {
    case 'refunded':
      return new Conflict('This order was already refunded in full.', ERROR_CODES.alreadyRefunded);
    case 'reversed':
      return new Conflict(
        "This order's payment was reversed (a charge-back), so it cannot be refunded.",
        ERROR_CODES.alreadyRefunded,
      );
    default:
      return new Conflict('This order is not paid, so there is nothing to refund.');
  }
}

/**
 * Refunds. The order row is locked from the first read to the commit, so concurrent
 * clicks (and a webhook about the same refund) queue: the second sees the first's refund. Payments
 * (PayPal or the simulator) is asked before anything is written; when it refuses, nothing changes.
 */
export function createRefundService({ refunds, withTransaction, payments, log }: RefundServiceDeps) {
  /** What is left of the order's total after its refunds. */
  const leftOf = (order: OrderRow, done: readonly RefundRow[]) => remainingParts(order, done.map(partsOf));

  return {
    async refund(orderId: string, body: RefundOrderBody, ctx: { requestId: string }): Promise<RefundResult> {
      if (!isId(orderId)) throw new NotFound('Order not found.');
      return withTransaction(async ({ refunds: trx }) => {
        const order = await trx.lockOrder(orderId);
        if (!order) throw new NotFound('Order not found.');
        if (!REFUNDABLE.includes(order.status)) throw refusal(order);
        const [lines, done] = await Promise.all([trx.listLines(order.id), trx.listRefunds(order.id)]);
        const open = lines.filter((line) => line.refunded_at === null);
        const left = leftOf(order, done);

        let covered: OrderLineRow[];
        let parts: RefundParts;
        if ('all' in body) {
          covered = open;
          parts = left;
        } else {
          const line = lines.find((l) => l.id === body.lineId);
          if (!line) throw new NotFound('Order line not found.');
          if (line.refunded_at !== null) {
            throw new Conflict(`"${line.title}" was already refunded.`, ERROR_CODES.alreadyRefunded);
          }
          covered = [line];
          // The last open line takes what is left, so the refunds add up to the total exactly.
          parts = open.length === 1 ? left : lineRefundParts(order, line);
          if (parts.amountCents > left.amountCents) {
            throw new Conflict(
              `Refunding "${line.title}" would give back ${formatCents(parts.amountCents)}, but only ${formatCents(left.amountCents)} of this order is left to refund. Refund the whole order instead.`,
              ERROR_CODES.refundExceedsCapture,
            );
          }
        }
        if (left.amountCents <= 0)
          throw new Conflict('Nothing is left to refund on this order.', ERROR_CODES.alreadyRefunded);

        // The key names this refund, so a retry after a lost answer (or a crash before the commit)
        // gets the same refund from PayPal instead of a second one.
        const idempotencyKey =
          'all' in body ? `order-${order.id}-all-${parts.amountCents}` : `order-${order.id}-line-${body.lineId}`;
        const providerRefundId =
          parts.amountCents > 0
            ? (
                await payments.refund(
                  order.paypal_order_id,
                  { amountCents: parts.amountCents, idempotencyKey },
                  ctx.requestId,
                )
              ).refundId
            : `none-${idempotencyKey}`;

        const everything = covered.length === open.length || parts.amountCents >= left.amountCents;
        const revoked = everything
          ? await trx.liveGrantsOfOrder(order.id)
          : await trx.liveGrantsOfLines(order.id, covered);
        const status: OrderStatus = everything ? 'refunded' : 'partially_refunded';
        const row = await trx.record(
          {
            orderId: order.id,
            providerRefundId,
            parts,
            source: body.from ?? 'api',
            requestedBy: 'curator',
            reason: body.reason || null,
          },
          { lineIds: covered.map((line) => line.id), revoked, status },
        );
        log.info(
          {
            orderId: order.id,
            refundId: providerRefundId,
            amountCents: parts.amountCents,
            status,
            revoked: revoked.length,
          },
          'order refunded',
        );
        return {
          orderId: order.id,
          status,
          refund: toAdminRefund(
            row,
            lines.map((line) => (covered.includes(line) ? { ...line, refund_id: row.id } : line)),
          ),
          revokedGrantIds: revoked.map((grant) => grant.id),
        };
      });
    },

    /**
     * `payment.refunded`: a refund PayPal reports (made on its side, or ours coming back by
     * webhook). Known refund ids and events change nothing. A refund of everything that is left
     * closes the order; a smaller one marks it partially refunded and revokes nothing (PayPal does
     * not say which lines), logged for the curator.
     */
    async applyPaymentRefund(event: PaymentEvent): Promise<string> {
      return withTransaction(async ({ refunds: trx }) => {
        const order = await lockForEvent(trx, event);
        if (typeof order === 'string') return order;
        const done = await trx.listRefunds(order.id);
        const left = leftOf(order, done);
        const amount = event.amountCents ?? left.amountCents;
        const whole = amount >= left.amountCents;
        const lines = await trx.listLines(order.id);
        const revoked = whole ? await trx.liveGrantsOfOrder(order.id) : [];
        const status: OrderStatus = whole ? 'refunded' : 'partially_refunded';
        await trx.record(
          {
            orderId: order.id,
            providerRefundId: event.refundId ?? `paypal-${event.eventId}`,
            parts: whole ? left : amountParts(order, amount),
            source: 'paypal',
            requestedBy: 'paypal',
            paymentEventId: event.eventId,
          },
          { lineIds: whole ? lines.filter((l) => l.refunded_at === null).map((l) => l.id) : [], revoked, status },
        );
        const context = { orderId: order.id, refundId: event.refundId, amountCents: amount, eventId: event.eventId };
        if (whole)
          log.info({ ...context, revoked: revoked.length }, 'PayPal refunded the order: every download closed');
        else {
          log.warn(
            context,
            'PayPal refunded part of the order on its side: the order is partially refunded and no download was closed; the curator should check which lines it covered',
          );
        }
        return whole ? 'refunded' : 'partially_refunded';
      });
    },

    /** `payment.reversed`: a charge-back. Every grant is revoked and the order is `reversed`. */
    async applyPaymentReversal(event: PaymentEvent): Promise<string> {
      return withTransaction(async ({ refunds: trx }) => {
        const order = await lockForEvent(trx, event);
        if (typeof order === 'string') return order;
        const [lines, done] = await Promise.all([trx.listLines(order.id), trx.listRefunds(order.id)]);
        const revoked = await trx.liveGrantsOfOrder(order.id);
        const left = leftOf(order, done);
        await trx.record(
          {
            orderId: order.id,
            providerRefundId: event.refundId ?? `reversal-${event.eventId}`,
            parts: event.amountCents === null ? left : { ...left, amountCents: event.amountCents },
            source: 'chargeback',
            requestedBy: 'paypal',
            paymentEventId: event.eventId,
          },
          { lineIds: lines.filter((l) => l.refunded_at === null).map((l) => l.id), revoked, status: 'reversed' },
        );
        log.warn(
          { orderId: order.id, eventId: event.eventId, revoked: revoked.length },
          'payment reversed (charge-back): every download of the order closed',
        );
        return 'reversed';
      });
    },

    /** Refund counts and sums per source (metrics). */
    totals: () => refunds.totals(),

    /** What the `order.refunded` e-mail says about one event (notifications asks). */
    async notice(orderId: string, eventId: string): Promise<RefundNotice> {
      if (!isId(orderId) || !isId(eventId)) throw new NotFound('Refund not found.');
      const refund = await refunds.findByEvent(orderId, eventId);
      const order = refund && (await refunds.findOrder(orderId));
      if (!refund || !order) throw new NotFound('Refund not found.');
      const [lines, done] = await Promise.all([refunds.listLines(orderId), refunds.listRefunds(orderId)]);
      return {
        orderId,
        customerName: order.customer_name,
        customerEmail: order.customer_email,
        status: order.status,
        source: refund.source,
        amount: formatCents(refund.amount_cents),
        orderTotal: formatCents(order.total_cents),
        refundedTotal: formatCents(done.reduce((sum, r) => sum + r.amount_cents, 0)),
        lines: lines
          .filter((line) => line.refund_id === refund.id)
          .map((line) => ({ title: line.title, quantity: line.quantity })),
        closedDownloads: refund.revoked_grants.map((grant) => grant.name),
        reason: refund.reason,
      };
    },
  };

  /** The event's order, locked; or why the event changes nothing. */
  async function lockForEvent(trx: RefundRepository, event: PaymentEvent): Promise<OrderRow | string> {
    const order = await trx.lockOrderByPaypalId(event.paypalOrderId);
    if (!order) {
      // The order may not be recorded yet (reconciliation creates it): retried with back-off.
      throw new Error(`No order for PayPal order ${event.paypalOrderId} yet`);
    }
    if (await trx.findKnown(event.refundId, event.eventId)) return 'duplicate';
    if (order.status === 'reversed' || (order.status === 'refunded' && event.type === 'payment.refunded')) {
      log.info({ orderId: order.id, eventId: event.eventId, status: order.status }, 'payment event on a closed order');
      return 'already-closed';
    }
    if (!REFUNDABLE.includes(order.status) && order.status !== 'refunded') {
      log.warn({ orderId: order.id, eventId: event.eventId, status: order.status }, 'payment event on an unpaid order');
      return 'not-paid';
    }
    return order;
  }
}

export type RefundService = ReturnType<typeof createRefundService>;
