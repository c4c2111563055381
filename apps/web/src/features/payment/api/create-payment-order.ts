import {
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
  createPaymentOrder as createPaymentOrderEndpoint,
} from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /paypal/order: the server prices the items and adds the state's tax. */
export async function createPaymentOrder(body: CreatePaymentOrderBody): Promise<CreatePaymentOrderResponse> {
  return callEndpoint(createPaymentOrderEndpoint, { body });
}
