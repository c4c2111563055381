import { type CaptureResponse, capturePaymentOrder as capturePaymentOrderEndpoint } from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /paypal/order/{orderID}/capture, no body. */
export async function capturePaymentOrder(orderId: string): Promise<CaptureResponse> {
  return callEndpoint(capturePaymentOrderEndpoint, { params: { orderID: orderId } });
}
