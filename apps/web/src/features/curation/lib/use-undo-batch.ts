import type { Artwork, BatchChanges } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { artworkKeys } from '../../../lib/query-keys';
import { updateArtworks } from '../api/update-artworks';
import { EDIT_MESSAGES } from '../edit-messages';
import { errorMessage } from './error-message';
import { undoRequests } from './undo-groups';

/**
 * The Undo of a batch toast: puts every work back to its own previous values of the fields the
 * batch changed, one request per group of works that had the same ones (see undoRequests).
 */
export function useUndoBatch({ onChanged }: { onChanged?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  return async (before: readonly Artwork[], changes: BatchChanges) => {
    try {
      for (const request of undoRequests(before, changes)) {
        await updateArtworks(request.ids, request.changes);
      }
      toast({ title: EDIT_MESSAGES.undoneTitle(before.length) });
    } catch (error) {
      toast({ title: EDIT_MESSAGES.undoFailedTitle, description: errorMessage(error), variant: 'destructive' });
    } finally {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    }
  };
}
