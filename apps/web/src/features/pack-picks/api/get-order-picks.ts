import { OrderPicksSchema, type OrderPicks } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { packPickKeys } from './pack-picks-keys';

export async function getOrderPicks(orderId: string): Promise<OrderPicks> {
  return OrderPicksSchema.parse(await apiJson<unknown>('GET', `/api/orders/${encodeURIComponent(orderId)}/picks`));
}

export const orderPicksQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: packPickKeys.order(orderId), queryFn: () => getOrderPicks(orderId) });

export function useOrderPicks(orderId: string) {
  return useQuery(orderPicksQueryOptions(orderId));
}
