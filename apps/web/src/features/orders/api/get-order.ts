import { OrderSchema, type Order } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const orderKeys = {
  all: ['/api/orders'] as const,
  detail: (id: string) => [...orderKeys.all, id] as const,
};

export async function getOrder(id: string): Promise<Order> {
  return OrderSchema.parse(await apiJson<unknown>('GET', `/api/orders/${encodeURIComponent(id)}`));
}

/** SPEC §7: retried 3 times, stale after 5 seconds. */
export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id), retry: 3, staleTime: 5000 });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
