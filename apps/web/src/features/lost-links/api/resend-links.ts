import { resendLinks as resendLinksEndpoint, type ResendLinksAccepted } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export interface ResendLinksInput {
  email: string;
  orderId?: string;
}

export async function resendLinks(input: ResendLinksInput): Promise<ResendLinksAccepted> {
  return callEndpoint(resendLinksEndpoint, { body: input });
}

export function useResendLinks() {
  return useMutation({ mutationFn: resendLinks });
}
