import { type Artwork, type UpdateArtworkBody, updateArtwork as updateArtworkEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { updateToastText } from '../lib/update-toast';
import { CURATION_MESSAGES } from '../messages';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function updateArtwork(id: string, body: UpdateArtworkBody): Promise<Artwork> {
  return callEndpoint(updateArtworkEndpoint, { params: { id }, body });
}

export interface UpdateArtworkVariables {
  id: string;
  body: UpdateArtworkBody;
}

/** SPEC §4/§8: after any update the artworks list is refreshed, with the update toasts. */
export function useUpdateArtwork({ onChanged }: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateArtworkVariables) => updateArtwork(id, body),
    onSuccess: async (artwork, { body }) => {
      toast(updateToastText(body, artwork));
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
    onError: (error) => {
      toast({ title: CURATION_MESSAGES.updateFailedTitle, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
