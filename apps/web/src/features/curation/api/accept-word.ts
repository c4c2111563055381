import { addWord } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { CURATION_MESSAGES } from '../messages';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Adds a word to the shop's own word list; the server then re-evaluates every artwork's errors. */
export async function acceptWord(word: string): Promise<void> {
  await callEndpoint(addWord, { body: { word } });
}

export function useAcceptWord({ onChanged }: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWord,
    onSuccess: async (_result, word) => {
      toast({
        title: CURATION_MESSAGES.wordAcceptedTitle,
        description: CURATION_MESSAGES.wordAcceptedDescription(word),
      });
      onChanged?.();
      // Any artwork may have carried this word as an error, so the whole list changes.
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
    onError: (error) => {
      toast({ title: CURATION_MESSAGES.updateFailedTitle, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
