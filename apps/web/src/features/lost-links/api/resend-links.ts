import { RESEND_LINKS_ROUTE, ResendLinksAcceptedSchema, type ResendLinksAccepted } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface ResendLinksInput {
  email: string;
  orderId?: string;
}

export async function resendLinks(input: ResendLinksInput): Promise<ResendLinksAccepted> {
  return ResendLinksAcceptedSchema.parse(await apiJson<unknown>('POST', RESEND_LINKS_ROUTE, input));
}

export function useResendLinks() {
  return useMutation({ mutationFn: resendLinks });
}
