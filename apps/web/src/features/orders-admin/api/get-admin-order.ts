import { AdminOrderDetailSchema, type AdminOrderDetail } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { adminOrderKeys } from './get-admin-orders';

export async function getAdminOrder(id: string): Promise<AdminOrderDetail> {
  return AdminOrderDetailSchema.parse(await apiJson<unknown>('GET', `/api/orders/${encodeURIComponent(id)}/admin`));
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id) });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
