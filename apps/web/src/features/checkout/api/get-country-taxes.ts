import { getCheckoutCountryTaxes, type CheckoutCountryTaxes } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Each country outside the US where the shop charges a tax, with its name and rate. */
export function countryTaxesQueryOptions() {
  return queryOptions({
    queryKey: [getCheckoutCountryTaxes.path] as const,
    queryFn: async (): Promise<CheckoutCountryTaxes> => callEndpoint(getCheckoutCountryTaxes),
  });
}

export function useCountryTaxes(enabled: boolean) {
  return useQuery({ ...countryTaxesQueryOptions(), enabled });
}
