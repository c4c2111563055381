import {
  CURRENCY,
  ERROR_CODES,
  formatCents,
  type RefundPaymentBody,
  type RefundPaymentResponse,
} from '@shop/contracts';
import { BadGateway, Conflict, DependencyUnavailable, NotFound, type Logger } from '@shop/platform';
import type { PaymentRefundRow } from '../db/schema.js';
import { isPaymentProviderError, type PaymentProvider } from '../paypal/payment-provider.js';
import type { WithTransaction } from '../repositories.js';

export interface RefundServiceDeps {
  withTransaction: WithTransaction;
  provider: PaymentProvider;
  log: Logger;
}

const toResponse = (row: PaymentRefundRow): RefundPaymentResponse => ({
  refundId: row.provider_refund_id,
  status: row.status,
  amountCents: row.amount_cents,
});

/**
 * Money back to the buyer, for the orders service (internal route). The payment
 * order's row is locked while the provider is asked, so refunds of one order never add up to more
 * than its capture, and the idempotency key (sent to PayPal as PayPal-Request-Id too) makes a
 * retried request return the first refund.
 */
export function createRefundService({ withTransaction, provider, log }: RefundServiceDeps) {
  return {
    async refund(providerOrderId: string, body: RefundPaymentBody): Promise<RefundPaymentResponse> {
      return withTransaction(async ({ paymentOrders, refunds }) => {
        const order = await paymentOrders.lockByProviderOrderId(providerOrderId);
        if (!order) throw new NotFound(`Unknown PayPal order "${providerOrderId}".`);
        const earlier = await refunds.findByIdempotencyKey(body.idempotencyKey);
        if (earlier) {
          if (earlier.payment_order_id !== order.id || earlier.amount_cents !== body.amountCents) {
            throw new Conflict(
              'This idempotency key was already used for another refund. Send a new key for a new refund.',
              ERROR_CODES.idempotencyKeyReused,
            );
          }
          return toResponse(earlier);
        }
        if (order.status !== 'COMPLETED' || order.capture_id === null || order.captured_cents === null) {
          throw new Conflict('This payment was not captured, so there is nothing to refund.', ERROR_CODES.conflict);
        }
        const left = order.captured_cents - (await refunds.refundedCents(order.id));
        if (body.amountCents > left) {
          throw new Conflict(
            `Only ${formatCents(Math.max(left, 0))} of this payment is left to refund, not ${formatCents(body.amountCents)}.`,
            ERROR_CODES.refundExceedsCapture,
          );
        }
        let result;
        try {
          result = await provider.refundCapture({
            providerOrderId,
            captureId: order.capture_id,
            currency: CURRENCY,
            amountCents: body.amountCents,
            requestId: body.idempotencyKey,
          });
        } catch (error) {
          throw toRefundError(error, log, providerOrderId);
        }
        if (result.status === 'FAILED' || result.status === 'CANCELLED') {
          log.warn({ providerOrderId, refundId: result.refundId, status: result.status }, 'refund not completed');
          throw new BadGateway(
            `PayPal did not complete the refund (status ${result.status}). Nothing was refunded.`,
            ERROR_CODES.refundRefused,
          );
        }
        const row = await refunds.insert({
          paymentOrderId: order.id,
          idempotencyKey: body.idempotencyKey,
          providerRefundId: result.refundId,
          amountCents: result.amountCents,
          status: result.status,
        });
        log.info(
          { providerOrderId, refundId: result.refundId, amountCents: result.amountCents, status: result.status },
          'payment refunded',
        );
        return toResponse(row);
      });
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

/** Provider failures in words the curator can act on; nothing was refunded in any of them. */
function toRefundError(error: unknown, log: Logger, providerOrderId: string): Error {
  if (!isPaymentProviderError(error)) return error instanceof Error ? error : new Error(String(error));
  const context = { providerOrderId, kind: error.kind, code: error.code, debugId: error.debugId };
  switch (error.kind) {
    case 'refund_exceeds_capture':
      log.warn(context, 'PayPal refused a refund above the capture');
      return new Conflict(
        'PayPal says this payment has less left to refund than asked (it may have been refunded on PayPal already).',
        ERROR_CODES.refundExceedsCapture,
      );
    case 'unavailable':
      log.warn({ ...context, message: error.message }, 'PayPal unavailable for a refund');
      return new DependencyUnavailable(
        'PayPal is unavailable right now, so nothing was refunded. Please try again shortly.',
      );
    case 'refund_refused':
      log.warn({ ...context, message: error.message }, 'PayPal refused the refund');
      return new BadGateway(
        `PayPal refused the refund (${error.code ?? 'refused'}). Nothing was refunded.`,
        ERROR_CODES.refundRefused,
      );
    default:
      log.error({ ...context, message: error.message }, 'PayPal refused our refund request');
      return new BadGateway(
        `PayPal refused the refund request (${error.code ?? error.kind}). Nothing was refunded.`,
        ERROR_CODES.refundRefused,
      );
  }
}
