import { type PublicCommission, getOrderCommissions as getOrderCommissionsEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from './commission-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getOrderCommissions(orderId: string): Promise<PublicCommission[]> {
  const { commissions } = await callEndpoint(getOrderCommissionsEndpoint, { params: { id: orderId } });
  return commissions;
}

export const orderCommissionsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: commissionKeys.ofOrder(orderId), queryFn: () => getOrderCommissions(orderId) });

export function useOrderCommissions(orderId: string) {
  return useQuery(orderCommissionsQueryOptions(orderId));
}
