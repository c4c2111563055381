import { type HomepageLayout, saveLayout as saveLayoutEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { PREVIEW_MESSAGES } from '../messages';
import { layoutKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function saveLayout(layout: HomepageLayout): Promise<HomepageLayout> {
  return callEndpoint(saveLayoutEndpoint, { body: layout });
}

export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLayout,
    onSuccess: (saved) => {
      queryClient.setQueryData(layoutKeys.all, saved);
      toast({
        title: PREVIEW_MESSAGES.savedTitle,
        description: PREVIEW_MESSAGES.savedDescription(PREVIEW_MESSAGES.templates[saved.template]),
      });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: PREVIEW_MESSAGES.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
