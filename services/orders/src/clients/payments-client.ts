import { INTERNAL_ROUTES, VerifiedPaymentSchema, type VerifiedPayment } from '@shop/contracts';
import { callService, readContractAnswer, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

export interface PaymentsClient {
  /** The payment as the payments service recorded it, or undefined when it knows no such PayPal order. */
  verify(paypalOrderId: string, requestId: string): Promise<VerifiedPayment | undefined>;
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
  };
}
