import {
  ContactAcceptedSchema,
  type ContactAccepted,
  type ContactBody,
  sendContactMessage as sendContactMessageEndpoint,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

export async function sendContactMessage(body: ContactBody): Promise<ContactAccepted> {
  return ContactAcceptedSchema.parse(await apiJson<unknown>('POST', endpointUrl(sendContactMessageEndpoint), body));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
