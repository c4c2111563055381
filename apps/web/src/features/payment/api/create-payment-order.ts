import {
  CreatePaymentOrderResponseSchema,
  type CreatePaymentOrderBody,
  type CreatePaymentOrderResponse,
  createPaymentOrder as createPaymentOrderEndpoint,
} from '@shop/contracts';
import { apiJson } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/** POST /paypal/order: the server prices the items and adds the state's tax. */
export async function createPaymentOrder(body: CreatePaymentOrderBody): Promise<CreatePaymentOrderResponse> {
  return CreatePaymentOrderResponseSchema.parse(
    await apiJson<unknown>('POST', endpointUrl(createPaymentOrderEndpoint), body),
  );
}
