import { type AdminOrderDetail, getAdminOrder as getAdminOrderEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderKeys } from './get-admin-orders';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getAdminOrder(id: string): Promise<AdminOrderDetail> {
  return callEndpoint(getAdminOrderEndpoint, { params: { id } });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id) });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
