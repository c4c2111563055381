import { getReferencePrice, type ReferencePriceSettings, saveReferencePrice } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { artworkKeys } from '../../../lib/query-keys';
import { REFERENCE_PRICE_MESSAGES as M } from '../messages';

const referencePriceKey = [getReferencePrice.path] as const;

export function useReferencePrice() {
  return useQuery({ queryKey: referencePriceKey, queryFn: async () => callEndpoint(getReferencePrice) });
}

export function useSaveReferencePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReferencePriceSettings) => callEndpoint(saveReferencePrice, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(referencePriceKey, saved);
      // Every artwork's struck price follows the reference.
      void queryClient.invalidateQueries({ queryKey: artworkKeys.all });
      toast({ title: M.savedTitle, description: saved.enabled ? M.savedOn(saved.price) : M.savedOff });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
