import type { PaymentConfig } from '@shop/contracts';
import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHead } from '../../../lib/endpoint-client';
import { checkedWith, isPaymentConfig } from '../../../lib/guards';
import { paymentKeys } from './payment-keys';

/** Checked without zod (an Ajv validator compiled from the contract): every shop page reads it. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return callHead(ENDPOINT_HEADS.getPaymentConfig, checkedWith(isPaymentConfig, 'The payment configuration'));
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.config, queryFn: getPaymentConfig });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
