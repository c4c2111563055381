import { CommissionDetailSchema, type CommissionDetail } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { commissionKeys } from './commission-keys';

export async function getCommission(id: string): Promise<CommissionDetail> {
  return CommissionDetailSchema.parse(await apiJson<unknown>('GET', `/api/commissions/${encodeURIComponent(id)}`));
}

export const commissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: commissionKeys.detail(id), queryFn: () => getCommission(id) });

export function useCommission(id: string) {
  return useQuery(commissionQueryOptions(id));
}
