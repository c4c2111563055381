import { type CommissionList, type CommissionStatus, listCommissions } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from './commission-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function getCommissions(status: CommissionStatus | undefined): Promise<CommissionList> {
  return callEndpoint(listCommissions, { query: { status } });
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
