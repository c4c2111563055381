import { getAboutPage, saveAboutPage, type AboutPage } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { STORE_POLICY_MESSAGES as M } from '../messages';

export const aboutPageKeys = { all: [getAboutPage.path] as const };

/** The artist's About page: for its public page and the dashboard's editor alike. */
export function useAboutPage() {
  return useQuery({ queryKey: aboutPageKeys.all, queryFn: async () => callEndpoint(getAboutPage) });
}

export function useSaveAboutPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (markdown: string) => callEndpoint(saveAboutPage, { body: { markdown } }),
    onSuccess: (saved: AboutPage) => {
      queryClient.setQueryData(aboutPageKeys.all, saved);
      toast(saved.markdown === '' ? { title: M.aboutTakenDownTitle } : { title: M.aboutSavedTitle });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.aboutSaveFailedTitle, description, variant: 'destructive' });
    },
  });
}
