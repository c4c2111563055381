import { type CommissionDetail, getCommission as getCommissionEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from './commission-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getCommission(id: string): Promise<CommissionDetail> {
  return callEndpoint(getCommissionEndpoint, { params: { id } });
}

export const commissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: commissionKeys.detail(id), queryFn: () => getCommission(id) });

export function useCommission(id: string) {
  return useQuery(commissionQueryOptions(id));
}
