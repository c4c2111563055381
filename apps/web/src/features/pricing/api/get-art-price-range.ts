import { getArtPriceRange } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The lowest and highest price of the works for sale, which the pricing page promises. */
export function useArtPriceRange() {
  return useQuery({
    queryKey: [getArtPriceRange.path] as const,
    queryFn: async () => callEndpoint(getArtPriceRange),
  });
}
