import { listLicenceTiers, saveLicenceTiers, type LicenceTierList, type SaveLicenceTiersBody } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { LICENCE_MESSAGES as M } from '../messages';

const licenceTiersKey = [listLicenceTiers.path] as const;

/** The licence tiers, first the default; an empty list: the shop's one licence. */
export function useLicenceTiers() {
  return useQuery({ queryKey: licenceTiersKey, queryFn: async () => callEndpoint(listLicenceTiers) });
}

export function useSaveLicenceTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveLicenceTiersBody): Promise<LicenceTierList> =>
      callEndpoint(saveLicenceTiers, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(licenceTiersKey, saved);
      toast({ title: M.savedTitle, description: M.savedDescription(saved.licences.length) });
    },
    onError: (error: Error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
