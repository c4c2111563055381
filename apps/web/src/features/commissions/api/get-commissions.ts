import { CommissionListSchema, type CommissionList, type CommissionStatus } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { commissionKeys } from './commission-keys';

export async function getCommissions(status: CommissionStatus | undefined): Promise<CommissionList> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return CommissionListSchema.parse(await apiJson<unknown>('GET', `/api/commissions${query}`));
}

export const commissionsQueryOptions = (status: CommissionStatus | undefined) =>
  // The previous list stays while another status loads, so the filter chips never vanish.
  queryOptions({
    queryKey: commissionKeys.list(status),
    queryFn: () => getCommissions(status),
    placeholderData: keepPreviousData,
  });

export function useCommissions(status: CommissionStatus | undefined) {
  return useQuery(commissionsQueryOptions(status));
}
