import { recordOcrMisread, type OcrMisreadResult } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { callEndpoint } from '../../../lib/endpoint-client';
import { artworkKeys } from '../../../lib/query-keys';
import { errorMessage } from '../lib/error-message';
import { CURATION_MESSAGES } from '../messages';

export interface MisreadInput {
  artworkId: string;
  /** The finding's word as OCR read it. */
  word: string;
  /** What the image really says. */
  text: string;
}

/**
 * OCR misread one finding of one work: the catalog clears it there alone and records what the
 * image says; unlike accepting, no word joins the shop's list.
 */
export async function recordMisread({ artworkId, word, text }: MisreadInput): Promise<OcrMisreadResult> {
  return callEndpoint(recordOcrMisread, { params: { id: artworkId }, body: { word, text } });
}

export function useRecordMisread({ onChanged }: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMisread,
    onSuccess: async (result) => {
      toast({
        title: CURATION_MESSAGES.misreadSavedTitle,
        description: CURATION_MESSAGES.misreadSavedDescription(result.misread.word, result.misread.text),
      });
      onChanged?.();
      // The work's errors and status changed; its findings follow its errors (their key holds them).
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
    onError: (error) => {
      toast({ title: CURATION_MESSAGES.updateFailedTitle, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
