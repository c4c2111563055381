import { type Artwork, type BatchChanges, MAX_BATCH_IDS, batchArtworks } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { artworkKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * The same changes on exactly these works (POST /api/artworks/batch {action: "update"}). A
 * selection above the server's limit goes in consecutive requests of at most MAX_BATCH_IDS.
 */
export async function updateArtworks(ids: readonly string[], changes: BatchChanges): Promise<Artwork[]> {
  const changed: Artwork[] = [];
  for (let start = 0; start < ids.length; start += MAX_BATCH_IDS) {
    const chunk = ids.slice(start, start + MAX_BATCH_IDS);
    const result = await callEndpoint(batchArtworks, { body: { action: 'update', ids: chunk, changes } });
    changed.push(...(result.artworks ?? []));
  }
  return changed;
}

export interface UpdateArtworksVariables {
  ids: readonly string[];
  changes: BatchChanges;
}

/** Toasts are the caller's: the batch bar names the change and offers Undo. */
export function useUpdateArtworks({ onChanged }: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, changes }: UpdateArtworksVariables) => updateArtworks(ids, changes),
    onSettled: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
  });
}
