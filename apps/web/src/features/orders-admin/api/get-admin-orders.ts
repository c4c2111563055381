import { type AdminOrderList, listAdminOrders } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export interface AdminOrdersFilters {
  q: string;
  from: string;
  to: string;
  offset: number;
}

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export const adminOrderKeys = {
  all: [listAdminOrders.path, 'admin'] as const,
  list: (filters: AdminOrdersFilters) => [...adminOrderKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
};

export async function getAdminOrders(filters: AdminOrdersFilters): Promise<AdminOrderList> {
  const params = new URLSearchParams({ limit: String(ADMIN_ORDERS_PAGE_SIZE), offset: String(filters.offset) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return callEndpoint(listAdminOrders, { query: params });
}

export function adminOrdersQueryOptions(filters: AdminOrdersFilters) {
  return queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: () => getAdminOrders(filters),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filters: AdminOrdersFilters) {
  return useQuery(adminOrdersQueryOptions(filters));
}
