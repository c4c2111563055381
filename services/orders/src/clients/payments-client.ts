import {
  ERROR_CODES,
  listCaptures,
  claimPaymentForOrder,
  refundPayment,
  type ErrorCode,
  type PaymentOrderClaimBody,
  type RefundPaymentBody,
  type RefundPaymentResponse,
  type VerifiedPayment,
} from '@shop/contracts';
import {
  BadGateway,
  callEndpoint,
  Conflict,
  DependencyUnavailable,
  Forbidden,
  type ServiceCallOptions,
} from '@shop/platform';

export interface PaymentsClient {
  /**
   * A first recording of a paid order, as one question: payments settles who may record it and
   * keeps the receipt address (a first-order-only code is judged on it), and answers the payment
   * as it recorded it, or undefined when it knows no such PayPal order. Payments' 403 (not this
   * checkout's payment) and 409 (the order took such a code for other addresses) come back as
   * the same status with its message.
   */
  claimForOrder(
    paypalOrderId: string,
    claim: PaymentOrderClaimBody,
    requestId: string,
  ): Promise<VerifiedPayment | undefined>;
  /**
   * Money back to the buyer. Payments' 409 (more than was captured), 502 (PayPal
   * refused) and 503 (PayPal or payments away) come back as the same status with its message.
   */
  refund(paypalOrderId: string, body: RefundPaymentBody, requestId: string): Promise<RefundPaymentResponse>;
  /** Reconciliation: captures (completed or pending) payments recorded since `since`. */
  listCaptures(range: { since: Date; before: Date }, requestId: string): Promise<VerifiedPayment[]>;
}

const UNAVAILABLE = 'The payment cannot be checked right now. Please try again shortly.';
const REFUND_UNAVAILABLE = 'Payments cannot be reached, so nothing was refunded. Please try again shortly.';
const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));
/** Payments' error code when it is one of ours (so it is passed on), else undefined. */
const knownCode = (error: string): ErrorCode | undefined => (KNOWN_CODES.has(error) ? (error as ErrorCode) : undefined);

export function createPaymentsClient(options: ServiceCallOptions): PaymentsClient {
  return {
    async claimForOrder(paypalOrderId, claim, requestId) {
      const reply = await callEndpoint(
        claimPaymentForOrder,
        {
          params: { paypalOrderId },
          body: claim,
          accept: [200, 403, 404, 409],
          requestId,
          unavailableMessage: UNAVAILABLE,
        },
        options,
      );
      if (reply.status === 200) return reply.body;
      if (reply.status === 404) return undefined;
      const { message, error } = reply.body;
      const code = knownCode(error);
      if (reply.status === 403) throw new Forbidden(message, code ?? ERROR_CODES.forbidden);
      throw new Conflict(message, code ?? ERROR_CODES.conflict);
    },

    async refund(paypalOrderId, body, requestId) {
      const reply = await callEndpoint(
        refundPayment,
        {
          params: { paypalOrderId },
          body,
          accept: [200, 409, 502, 503],
          requestId,
          unavailableMessage: REFUND_UNAVAILABLE,
          // PayPal is called with retries behind payments: give it the time three attempts take.
          timeoutMs: options.timeoutMs ?? 30_000,
        },
        options,
      );
      if (reply.status === 200) return reply.body;
      const { message, error } = reply.body;
      const code = knownCode(error);
      options.log.warn({ status: reply.status, paypalOrderId, code }, 'refund refused by payments');
      if (reply.status === 409) throw new Conflict(message, code ?? ERROR_CODES.conflict);
      if (reply.status === 502) throw new BadGateway(message, code ?? ERROR_CODES.badGateway);
      throw new DependencyUnavailable(message);
    },

    async listCaptures(range, requestId) {
      const reply = await callEndpoint(
        listCaptures,
        {
          query: { since: range.since.toISOString(), before: range.before.toISOString() },
          requestId,
          unavailableMessage: UNAVAILABLE,
        },
        options,
      );
      return reply.body.captures;
    },
  };
}
