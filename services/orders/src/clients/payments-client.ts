import {
  CapturesResponseSchema,
  INTERNAL_ROUTES,
  PAYMENTS_CAPTURES_ROUTE,
  VerifiedPaymentSchema,
  type VerifiedPayment,
} from '@shop/contracts';
import { callService, readContractAnswer, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

export interface PaymentsClient {
  /** The payment as the payments service recorded it, or undefined when it knows no such PayPal order. */
  verify(paypalOrderId: string, requestId: string): Promise<VerifiedPayment | undefined>;
  /** Issue #14 reconciliation: captures (completed or pending) payments recorded since `since`. */
  listCaptures(range: { since: Date; before: Date }, requestId: string): Promise<VerifiedPayment[]>;
}

const UNAVAILABLE = 'The payment cannot be checked right now. Please try again shortly.';

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
