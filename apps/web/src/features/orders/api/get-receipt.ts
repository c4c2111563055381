import { getReceipt as getReceiptEndpoint, type PublicReceipt } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { isUnknownOrder, orderKeys } from './get-order';

/** GET /api/orders/:id/receipt, the printable receipt of an order. */
export async function getReceipt(id: string): Promise<PublicReceipt> {
  return callEndpoint(getReceiptEndpoint, { params: { id } });
}

export const receiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(id), 'receipt'] as const,
    queryFn: () => getReceipt(id),
    retry: (failures, error) => failures < 3 && !isUnknownOrder(error),
  });

export function useReceipt(id: string) {
  return useQuery(receiptQueryOptions(id));
}
