import { type ContactReply, type CreateContactReplyBody, replyToContactMessage } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { contactMessageKeys } from './get-contact-messages';

export async function sendContactReply(id: string, body: CreateContactReplyBody): Promise<ContactReply> {
  return callEndpoint(replyToContactMessage, { params: { id }, body });
}

/** Answers a message through the shop's mail; the list (its replies, its read state) refreshes. */
export function useReplyToContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContactReplyBody) => sendContactReply(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
