import {
  ERROR_CODES,
  listCaptures,
  recordPaymentReceipt,
  refundPayment,
  verifyPayment,
  type ErrorCode,
  type RefundPaymentBody,
  type RefundPaymentResponse,
  type VerifiedPayment,
} from '@shop/contracts';
import { BadGateway, callEndpoint, Conflict, DependencyUnavailable, type ServiceCallOptions } from '@shop/platform';

export interface PaymentsClient {
  /** The payment as the payments service recorded it, or undefined when it knows no such PayPal order. */
  verify(paypalOrderId: string, requestId: string): Promise<VerifiedPayment | undefined>;
  /**
   * Money back to the buyer. Payments' 409 (more than was captured), 502 (PayPal
   * refused) and 503 (PayPal or payments away) come back as the same status with its message.
   */
  refund(paypalOrderId: string, body: RefundPaymentBody, requestId: string): Promise<RefundPaymentResponse>;
  /** Reconciliation: captures (completed or pending) payments recorded since `since`. */
  listCaptures(range: { since: Date; before: Date }, requestId: string): Promise<VerifiedPayment[]>;
  /**
   * Tells payments where the order's receipt goes, before the order is stored, so a
   * first-order-only code is judged on that address too. Payments' 409 (the order took such a code
   * for other addresses) comes back as a 409 with its message.
   */
  recordReceipt(paypalOrderId: string, email: string, requestId: string): Promise<void>;
}

const UNAVAILABLE = 'The payment cannot be checked right now. Please try again shortly.';
const REFUND_UNAVAILABLE = 'Payments cannot be reached, so nothing was refunded. Please try again shortly.';
const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

export function createPaymentsClient(options: ServiceCallOptions): PaymentsClient {
  return {
    async verify(paypalOrderId, requestId) {
      const reply = await callEndpoint(
        verifyPayment,
        { params: { paypalOrderId }, accept: [200, 404], requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      return reply.status === 404 ? undefined : reply.body;
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
      const code = KNOWN_CODES.has(error) ? (error as ErrorCode) : undefined;
      options.log.warn({ status: reply.status, paypalOrderId, code }, 'refund refused by payments');
      if (reply.status === 409) throw new Conflict(message, code ?? ERROR_CODES.conflict);
      if (reply.status === 502) throw new BadGateway(message, code ?? ERROR_CODES.badGateway);
      throw new DependencyUnavailable(message);
    },

    async recordReceipt(paypalOrderId, email, requestId) {
      const reply = await callEndpoint(
        recordPaymentReceipt,
        { params: { paypalOrderId }, body: { email }, accept: [204, 409], requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      if (reply.status === 409) {
        const { message, error } = reply.body;
        throw new Conflict(message, KNOWN_CODES.has(error) ? (error as ErrorCode) : ERROR_CODES.conflict);
      }
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
