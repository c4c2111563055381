import { type OrderPicks, getOrderPicks as getOrderPicksEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packPickKeys } from './pack-picks-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getOrderPicks(orderId: string): Promise<OrderPicks> {
  return callEndpoint(getOrderPicksEndpoint, { params: { id: orderId } });
}

export const orderPicksQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: packPickKeys.order(orderId), queryFn: () => getOrderPicks(orderId) });

export function useOrderPicks(orderId: string) {
  return useQuery(orderPicksQueryOptions(orderId));
}
