import { CreateOrderResponseSchema, type CreateOrderBody, type CreateOrderResponse } from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';

/** POST /api/orders: the stored order with its download links, once the payment is captured. */
export async function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return CreateOrderResponseSchema.parse(await apiJson<unknown>('POST', '/api/orders', body));
}
