import { type AdminResendLinksResult, resendOrderLinks } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function resendLinks(orderId: string): Promise<AdminResendLinksResult> {
  return callEndpoint(resendOrderLinks, { params: { id: orderId } });
}

/** E-mails the order's live links to its buyer again; the toast names the address. */
export function useResendLinks(orderId: string) {
  return useMutation({
    mutationFn: () => resendLinks(orderId),
    onSuccess: (result) => toast(M.resentToast(result.email)),
    onError: (error) =>
      toast({
        title: M.resendFailed,
        description: error instanceof ApiError ? error.serverMessage : String(error),
        variant: 'destructive',
      }),
  });
}
