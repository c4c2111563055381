import { type RefundOrderBody, type RefundResult, refundOrder as refundOrderEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { adminOrderKeys } from './get-admin-orders';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Refunds the whole order (`{all: true}`) or one line (`{lineId}`). */
export async function refundOrder(orderId: string, body: RefundOrderBody): Promise<RefundResult> {
  return callEndpoint(refundOrderEndpoint, { params: { id: orderId }, body });
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Refunds, says how much and the new status, and refreshes the order and the list. */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ({ lineId: string } | { all: true }) & { reason?: string }) =>
      refundOrder(orderId, { ...target, from: 'dashboard' }),
    onSuccess: async (result) => {
      toast(M.refundedToast(result.refund.amount, M.statusLabels[result.status] ?? result.status));
      // The list shows the status too: marked stale (refetched when shown), the order refetched now.
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
    },
    onError: (error) => {
      toast({ title: M.refundFailed, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
