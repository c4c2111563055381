import { ERROR_CODES } from '@shop/contracts';
import { Conflict, DependencyUnavailable, Gone, PaymentRequired, type Logger } from '@shop/platform';
import { isPaymentProviderError } from '../paypal/payment-provider.js';

export const DECLINED_MESSAGE = 'PayPal declined the payment. Please try another payment method.';

/** Provider failures as the shopper should hear them; never a 500. */
export function toAppError(error: unknown, log: Logger): Error {
  if (!isPaymentProviderError(error)) return error instanceof Error ? error : new Error(String(error));
  const context = { kind: error.kind, code: error.code, debugId: error.debugId, httpStatus: error.httpStatus };
  switch (error.kind) {
    case 'declined':
      log.info(context, 'payment declined');
      return new PaymentRequired(DECLINED_MESSAGE, ERROR_CODES.paymentDeclined);
    case 'already_captured':
      return new Conflict('This PayPal order was already captured.', ERROR_CODES.alreadyCaptured);
    case 'expired_or_not_approved':
      return new Conflict(
        'This PayPal order has not been approved, or its approval expired. Please start the payment again.',
        ERROR_CODES.paymentNotApproved,
      );
    case 'not_found':
      // We recorded the order, so PayPal forgetting it means it expired (unapproved orders go after hours).
      return new Gone('This PayPal order has expired. Please start the payment again.', ERROR_CODES.paymentExpired);
    case 'invalid':
      // Our request was wrong: a bug on our side that the shopper cannot fix by changing input.
      log.error({ ...context, message: error.message }, 'PayPal refused our request');
      return new DependencyUnavailable('PayPal refused the payment request. Please try again or contact support.');
    case 'unavailable':
      log.warn({ ...context, message: error.message }, 'PayPal unavailable');
      return new DependencyUnavailable('PayPal is unavailable right now. Please try again shortly.');
    case 'refund_exceeds_capture':
    case 'refund_refused':
      // Only refunds (refunds/refunds.service.ts) get these; here they would be a bug.
      log.error({ ...context, message: error.message }, 'unexpected refund error on a payment call');
      return new DependencyUnavailable('PayPal refused the payment request. Please try again or contact support.');
  }
}
