import {
  type ContactAccepted,
  type ContactBody,
  sendContactMessage as sendContactMessageEndpoint,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function sendContactMessage(body: ContactBody): Promise<ContactAccepted> {
  return callEndpoint(sendContactMessageEndpoint, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
