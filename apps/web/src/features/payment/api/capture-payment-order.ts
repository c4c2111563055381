import {
  CaptureResponseSchema,
  type CaptureResponse,
  capturePaymentOrder as capturePaymentOrderEndpoint,
} from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/** POST /paypal/order/{orderID}/capture, no body. */
export async function capturePaymentOrder(orderId: string): Promise<CaptureResponse> {
  return CaptureResponseSchema.parse(
    await apiJson<unknown>('POST', endpointUrl(capturePaymentOrderEndpoint, { orderID: orderId })),
  );
}
