import { CommissionDetailSchema, type CommissionDetail, getCommission as getCommissionEndpoint } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { commissionKeys } from './commission-keys';
import { endpointUrl } from '../../../lib/endpoint-client';

export async function getCommission(id: string): Promise<CommissionDetail> {
  return CommissionDetailSchema.parse(await apiJson<unknown>('GET', endpointUrl(getCommissionEndpoint, { id })));
}

export const commissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: commissionKeys.detail(id), queryFn: () => getCommission(id) });

export function useCommission(id: string) {
  return useQuery(commissionQueryOptions(id));
}
