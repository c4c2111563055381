import { type ContactReply, resendContactReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { INBOX_MESSAGES as M } from '../messages';
import { contactMessageKeys } from './get-contact-messages';

export async function sendContactReplyAgain(id: string, replyId: string): Promise<ContactReply> {
  return callEndpoint(resendContactReply, { params: { id, replyId } });
}

/** "Send again" for a reply whose e-mail failed; says so when it failed again. */
export function useResendContactReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: string) => sendContactReplyAgain(id, replyId),
    onSuccess: (reply) => {
      if (reply.status === 'failed') {
        toast({ title: M.replyNotSent, description: reply.failureReason ?? undefined, variant: 'destructive' });
      } else {
        toast({ title: M.replySent });
      }
    },
    onError: (error) =>
      toast({
        title: M.replyNotSent,
        description: error instanceof ApiError ? error.serverMessage : String(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
