import {
  CreateOrderResponseSchema,
  type CreateOrderBody,
  type CreateOrderResponse,
  createOrder as createOrderEndpoint,
} from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/** POST /api/orders: the stored order with its download links, once the payment is captured. */
export async function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return CreateOrderResponseSchema.parse(await apiJson<unknown>('POST', endpointUrl(createOrderEndpoint), body));
}
