import { type CommissionBriefBody, type PublicCommission, saveCommissionBrief } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commissionKeys } from './commission-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function saveBrief(
  orderId: string,
  commissionId: string,
  brief: CommissionBriefBody,
): Promise<PublicCommission> {
  return callEndpoint(saveCommissionBrief, { params: { id: orderId, commissionId }, body: brief });
}

/** Saves one commission's brief; a refusal (work started) refreshes the list so the page shows why. */
export function useSaveBrief(orderId: string, commissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brief: CommissionBriefBody) => saveBrief(orderId, commissionId, brief),
    // The answer is the saved commission: shown at once, before the list is fetched again.
    onSuccess: (saved) =>
      queryClient.setQueryData<PublicCommission[]>(commissionKeys.ofOrder(orderId), (list) =>
        list?.map((commission) => (commission.id === saved.id ? saved : commission)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionKeys.ofOrder(orderId) }),
  });
}
