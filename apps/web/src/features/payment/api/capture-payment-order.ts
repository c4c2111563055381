import { CaptureResponseSchema, type CaptureResponse } from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';

/** POST /paypal/order/{orderID}/capture, no body. */
export async function capturePaymentOrder(orderId: string): Promise<CaptureResponse> {
  return CaptureResponseSchema.parse(
    await apiJson<unknown>('POST', `/paypal/order/${encodeURIComponent(orderId)}/capture`),
  );
}
