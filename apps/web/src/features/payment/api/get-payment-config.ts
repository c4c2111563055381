import { PaymentConfigSchema, type PaymentConfig } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export async function getPaymentConfig(): Promise<PaymentConfig> {
  return PaymentConfigSchema.parse(await apiJson<unknown>('GET', '/api/paypal/config'));
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.config, queryFn: getPaymentConfig });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
