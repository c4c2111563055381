import { type ContactMessage, markContactMessage as markContactMessageEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { INBOX_MESSAGES as M } from '../messages';
import { contactMessageKeys } from './get-contact-messages';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function markContactMessage(id: string, isRead: boolean): Promise<ContactMessage> {
  return callEndpoint(markContactMessageEndpoint, { params: { id }, body: { isRead } });
}

/** Marks a message read or unread; the list and the tab's unread count refresh. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) => markContactMessage(id, isRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
    onError: (error) =>
      toast({
        title: M.markFailed,
        description: error instanceof ApiError ? error.serverMessage : String(error),
        variant: 'destructive',
      }),
  });
}
