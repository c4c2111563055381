import { getLibrarySettings, saveLibrarySettings, type LibraryAfterExpiry } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { LIBRARY_SETTINGS_MESSAGES as M } from '../messages';

const librarySettingsKey = [getLibrarySettings.path] as const;

export function useLibrarySettings() {
  return useQuery({ queryKey: librarySettingsKey, queryFn: async () => callEndpoint(getLibrarySettings) });
}

export function useSaveLibrarySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ afterExpiry }: { afterExpiry: LibraryAfterExpiry }) =>
      callEndpoint(saveLibrarySettings, { body: { afterExpiry } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(librarySettingsKey, saved);
      toast({ title: M.savedTitle, description: saved.afterExpiry === 'renew' ? M.savedRenew : M.savedNone });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
