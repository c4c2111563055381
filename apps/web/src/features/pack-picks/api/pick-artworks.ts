import { type PickResult, pickArtworks as pickArtworksEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packPickKeys } from './pack-picks-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function pickArtworks(orderId: string, artworkIds: string[]): Promise<PickResult> {
  return callEndpoint(pickArtworksEndpoint, { params: { id: orderId }, body: { artworkIds } });
}

/**
 * Spends pack credits. The answer carries the new credits, so the picks query is set from it;
 * `onPicked` lets the page refresh the order's download links (another feature's data).
 */
export function usePickArtworks(orderId: string, onPicked: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artworkIds: string[]) => pickArtworks(orderId, artworkIds),
    onSuccess: async (result) => {
      queryClient.setQueryData(packPickKeys.order(orderId), {
        orderId: result.orderId,
        remaining: result.remaining,
        packs: result.packs,
      });
      await onPicked();
    },
    // A refusal (409: picks used elsewhere, e.g. in another tab) means our counts are stale.
    onError: () => queryClient.invalidateQueries({ queryKey: packPickKeys.order(orderId) }),
  });
}
