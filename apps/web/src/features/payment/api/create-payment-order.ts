import {
  CreatePaymentOrderResponseSchema,
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
} from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';

/** POST /paypal/order: the server prices the items and adds the state's tax. */
export async function createPaymentOrder(body: CreatePaymentOrderBody): Promise<CreatePaymentOrderResponse> {
  return CreatePaymentOrderResponseSchema.parse(await apiJson<unknown>('POST', '/paypal/order', body));
}
