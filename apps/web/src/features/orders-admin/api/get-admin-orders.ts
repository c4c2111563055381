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
  list: (filters: AdminOrdersFilters, timeZone: string) => [...adminOrderKeys.all, 'list', filters, timeZone] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
};

/** `from`/`to` are days of `timeZone` (the shop's). */
export async function getAdminOrders(filters: AdminOrdersFilters, timeZone: string): Promise<AdminOrderList> {
  const params = new URLSearchParams({ limit: String(ADMIN_ORDERS_PAGE_SIZE), offset: String(filters.offset) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  params.set('timeZone', timeZone);
  return callEndpoint(listAdminOrders, { query: params });
}

export function adminOrdersQueryOptions(filters: AdminOrdersFilters, timeZone: string, enabled = true) {
  return queryOptions({
    queryKey: adminOrderKeys.list(filters, timeZone),
    queryFn: () => getAdminOrders(filters, timeZone),
    enabled,
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** `enabled`: false until the shop's zone is known, so the list is asked once, in it. */
export function useAdminOrders(filters: AdminOrdersFilters, timeZone: string, enabled = true) {
  return useQuery(adminOrdersQueryOptions(filters, timeZone, enabled));
}
