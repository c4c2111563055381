import { INTERNAL_ROUTES, VerifiedPaymentSchema, type VerifiedPayment } from '@shop/contracts';
import { callService, DependencyUnavailable, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

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
      const parsed = VerifiedPaymentSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        options.log.error(
          { issues: parsed.error.issues.slice(0, 5), url },
          'payment verification does not match the contract',
        );
        throw new DependencyUnavailable(UNAVAILABLE);
      }
      return parsed.data;
    },
  };
}
