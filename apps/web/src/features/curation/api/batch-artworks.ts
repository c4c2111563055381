import { type BATCH_ACTIONS, batchArtworks as batchArtworksEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { CURATION_MESSAGES } from '../messages';
import { EDIT_MESSAGES } from '../edit-messages';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export type BatchAction = (typeof BATCH_ACTIONS)[number];

export async function batchArtworks(action: BatchAction): Promise<{ updated: number }> {
  return callEndpoint(batchArtworksEndpoint, { body: { action } });
}

export interface BatchArtworksVariables {
  action: BatchAction;
  /** Offered on the success toast: puts every changed work back as it was. */
  undo?: (() => void) | undefined;
}

const SUCCESS_TOASTS: Record<BatchAction, { title: string; description: string }> = {
  'approve-clean': {
    title: CURATION_MESSAGES.batchApproveTitle,
    description: CURATION_MESSAGES.batchApproveDescription,
  },
  'reject-flagged': {
    title: CURATION_MESSAGES.batchRejectTitle,
    description: CURATION_MESSAGES.batchRejectDescription,
  },
};

/** SPEC §8: batch successes toast; batch failures show no notice. */
export function useBatchArtworks({ onChanged }: { onChanged?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action }: BatchArtworksVariables) => batchArtworks(action),
    onSuccess: async (_result, { action, undo }) => {
      toast({
        ...SUCCESS_TOASTS[action],
        ...(undo === undefined ? {} : { action: { label: EDIT_MESSAGES.undo, onClick: undo } }),
      });
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
    onError: (error) => {
      console.error('Batch action failed', error);
    },
  });
}
