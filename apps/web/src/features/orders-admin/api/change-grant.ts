import { type AdminDownloadGrant, extendGrant, revokeGrant } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { adminOrderKeys } from './get-admin-orders';
import { callEndpoint } from '../../../lib/endpoint-client';

export type GrantAction = 'extend' | 'revoke';

export async function changeGrant(orderId: string, grantId: string, action: GrantAction): Promise<AdminDownloadGrant> {
  const params = { id: orderId, grantId };
  return action === 'extend' ? callEndpoint(extendGrant, { params, body: {} }) : callEndpoint(revokeGrant, { params });
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Extends or revokes one grant, names the file in the toast, and refreshes that order only. */
export function useChangeGrant(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grantId, action }: { grantId: string; action: GrantAction; fileName: string }) =>
      changeGrant(orderId, grantId, action),
    onSuccess: async (grant, { action, fileName }) => {
      toast(action === 'extend' ? M.extendedToast(fileName, grant.expiresAt) : M.revokedToast(fileName));
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
    },
    onError: (error, { action }) => {
      toast({
        title: action === 'extend' ? M.extendFailed : M.revokeFailed,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
