import {
  CapturesResponseSchema,
  ERROR_CODES,
  ErrorBodySchema,
  INTERNAL_ROUTES,
  PAYMENTS_CAPTURES_ROUTE,
  RefundPaymentResponseSchema,
  VerifiedPaymentSchema,
  type ErrorCode,
  type RefundPaymentBody,
  type RefundPaymentResponse,
  type VerifiedPayment,
} from '@shop/contracts';
import {
  BadGateway,
  callService,
  Conflict,
  DependencyUnavailable,
  readContractAnswer,
  refuseUnexpected,
  type InternalCallOptions,
} from '@shop/platform';

export interface PaymentsClient {
  /** The payment as the payments service recorded it, or undefined when it knows no such PayPal order. */
  verify(paypalOrderId: string, requestId: string): Promise<VerifiedPayment | undefined>;
  /**
   * Issue #14: money back to the buyer. Payments' 409 (more than was captured), 502 (PayPal
   * refused) and 503 (PayPal or payments away) come back as the same status with its message.
   */
  refund(paypalOrderId: string, body: RefundPaymentBody, requestId: string): Promise<RefundPaymentResponse>;
  /** Issue #14 reconciliation: captures (completed or pending) payments recorded since `since`. */
  listCaptures(range: { since: Date; before: Date }, requestId: string): Promise<VerifiedPayment[]>;
}

const UNAVAILABLE = 'The payment cannot be checked right now. Please try again shortly.';
const REFUND_UNAVAILABLE = 'Payments cannot be reached, so nothing was refunded. Please try again shortly.';
const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

export function createPaymentsClient(options: InternalCallOptions & { baseUrl: string }): PaymentsClient {
  return {
    async verify(paypalOrderId, requestId) {
      const url = new URL(INTERNAL_ROUTES.paymentsVerify(paypalOrderId), options.baseUrl).toString();
      const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, options);
      if (response.status === 404) return undefined;
      if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
      return readContractAnswer(response, VerifiedPaymentSchema, {
        url,
        what: 'payment verification',
        unavailableMessage: UNAVAILABLE,
        log: options.log,
      });
    },

    async refund(paypalOrderId, body, requestId) {
      const url = new URL(INTERNAL_ROUTES.paymentsRefund(paypalOrderId), options.baseUrl).toString();
      // PayPal is called with retries behind payments: give it the time three attempts take.
      const response = await callService(
        url,
        { method: 'POST', body, requestId, unavailableMessage: REFUND_UNAVAILABLE },
        { ...options, timeoutMs: options.timeoutMs ?? 30_000 },
      );
      if (response.ok) {
        return readContractAnswer(response, RefundPaymentResponseSchema, {
          url,
          what: 'refund',
          unavailableMessage: REFUND_UNAVAILABLE,
          log: options.log,
        });
      }
      if (![409, 502, 503].includes(response.status)) {
        return refuseUnexpected(response, url, REFUND_UNAVAILABLE, options.log);
      }
      const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => undefined));
      const message = parsed.success ? parsed.data.message : REFUND_UNAVAILABLE;
      const code = parsed.success && KNOWN_CODES.has(parsed.data.error) ? (parsed.data.error as ErrorCode) : undefined;
      options.log.warn({ status: response.status, paypalOrderId, code }, 'refund refused by payments');
      if (response.status === 409) throw new Conflict(message, code ?? ERROR_CODES.conflict);
      if (response.status === 502) throw new BadGateway(message, code ?? ERROR_CODES.badGateway);
      throw new DependencyUnavailable(message);
    },

    async listCaptures(range, requestId) {
      const url = new URL(PAYMENTS_CAPTURES_ROUTE, options.baseUrl);
      url.searchParams.set('since', range.since.toISOString());
      url.searchParams.set('before', range.before.toISOString());
      const href = url.toString();
      const response = await callService(href, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, options);
      if (!response.ok) return refuseUnexpected(response, href, UNAVAILABLE, options.log);
      const answer = await readContractAnswer(response, CapturesResponseSchema, {
        url: href,
        what: 'capture list',
        unavailableMessage: UNAVAILABLE,
        log: options.log,
      });
      return answer.captures;
    },
  };
}
