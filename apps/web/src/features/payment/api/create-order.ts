import { type CreateOrderBody, type CreateOrderResponse, createOrder as createOrderEndpoint } from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /api/orders: the stored order with its download links, once the payment is captured. */
export async function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return callEndpoint(createOrderEndpoint, { body });
}
