import { ContactAcceptedSchema, type ContactAccepted, type ContactBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export async function sendContactMessage(body: ContactBody): Promise<ContactAccepted> {
  return ContactAcceptedSchema.parse(await apiJson<unknown>('POST', '/api/contact', body));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
