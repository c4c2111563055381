import { type Order, getOrder as getOrderEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

export const orderKeys = {
  all: [getOrderEndpoint.path] as const,
  detail: (id: string) => [...orderKeys.all, id] as const,
};

export async function getOrder(id: string): Promise<Order> {
  return callEndpoint(getOrderEndpoint, { params: { id } });
}

export const PENDING_REFRESH_MS = 5000;

/** An unknown order stays unknown: asking again only keeps the buyer waiting. */
export const isUnknownOrder = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** SPEC §7: retried 3 times (a transient failure, never a definite "no such order"), stale after 5 seconds. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => getOrder(id),
    retry: (failures, error) => failures < 3 && !isUnknownOrder(error),
    staleTime: 5000,
    // A pending capture completes later; the page follows it without a reload.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
