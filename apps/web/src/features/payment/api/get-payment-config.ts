import type { PaymentConfig } from '@shop/contracts';
import { API_PATHS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { isPaymentConfig } from '../../../lib/guards';
import { paymentKeys } from './payment-keys';

/** Checked without zod (an Ajv validator compiled from the contract): every shop page reads it. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const config = await apiJson<unknown>('GET', API_PATHS.paymentConfig);
  if (!isPaymentConfig(config)) throw new TypeError('The payment configuration does not match the contract');
  return config;
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.config, queryFn: getPaymentConfig });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
