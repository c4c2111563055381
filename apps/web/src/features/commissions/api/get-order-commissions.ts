import {
  OrderCommissionsSchema,
  type PublicCommission,
  getOrderCommissions as getOrderCommissionsEndpoint,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { commissionKeys } from './commission-keys';
import { endpointUrl } from '../../../lib/endpoint-client';

export async function getOrderCommissions(orderId: string): Promise<PublicCommission[]> {
  const body = await apiJson<unknown>('GET', endpointUrl(getOrderCommissionsEndpoint, { id: orderId }));
  return OrderCommissionsSchema.parse(body).commissions;
}

export const orderCommissionsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: commissionKeys.ofOrder(orderId), queryFn: () => getOrderCommissions(orderId) });

export function useOrderCommissions(orderId: string) {
  return useQuery(orderCommissionsQueryOptions(orderId));
}
