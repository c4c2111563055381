import type { Artwork } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { artworkKeys } from '../../../lib/query-keys';
import { publishArtwork } from '../api/publish-artwork';
import { EDIT_MESSAGES } from '../edit-messages';
import { errorMessage } from '../lib/error-message';

/** A priced work not yet approved and on sale (nor archived) can be published from its card. */
export function canPublishFromCard(artwork: Artwork): boolean {
  if (artwork.price === null || artwork.status === 'archived') return false;
  return !(artwork.status === 'approved' && artwork.isForSale);
}

/**
 * "Publish for sale" on the card: the work's own price, on sale and approved in one
 * call (the Edit dialog's publish, without its edits). A refusal toasts the server's words.
 */
export function PublishCardButton({
  artwork,
  isBusy = false,
  onChanged,
}: {
  artwork: Artwork;
  isBusy?: boolean;
  onChanged?: () => void;
}) {
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: (price: string) => publishArtwork(artwork.id, { price }),
    onSuccess: async (published, price) => {
      toast({
        title: EDIT_MESSAGES.publishedTitle(published.title),
        description: EDIT_MESSAGES.publishedDescription(price),
      });
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
    onError: (error) =>
      toast({ title: EDIT_MESSAGES.publishFailedTitle, description: errorMessage(error), variant: 'destructive' }),
  });
  const { price } = artwork;
  if (price === null || !canPublishFromCard(artwork)) return null;
  return (
    <Button size="sm" disabled={isBusy || publish.isPending} onClick={() => publish.mutate(price)}>
      <Store className="h-4 w-4" aria-hidden /> {publish.isPending ? EDIT_MESSAGES.publishing : EDIT_MESSAGES.publish}
    </Button>
  );
}
