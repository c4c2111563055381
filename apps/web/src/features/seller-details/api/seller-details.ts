import { getSellerDetails, saveSellerDetails, type SaveSellerDetailsBody, type SellerDetails } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { SELLER_DETAILS_MESSAGES as M } from '../messages';

const sellerDetailsKey = [getSellerDetails.path] as const;

export function useSellerDetails() {
  return useQuery({ queryKey: sellerDetailsKey, queryFn: async () => callEndpoint(getSellerDetails) });
}

export function useSaveSellerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveSellerDetailsBody): Promise<SellerDetails> =>
      callEndpoint(saveSellerDetails, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerDetailsKey, saved);
      const description = saved.legalName === null ? M.clearedDescription : M.savedDescription(saved.legalName);
      toast({ title: M.savedTitle, description });
    },
    onError: (error: Error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
