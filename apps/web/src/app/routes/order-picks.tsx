import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { OrderDownloads, orderKeys, OrderSuccess, useOrder } from '../../features/orders';
import { PackPicker, PicksFirstNote, useOrderPicks } from '../../features/pack-picks';

/**
 * An order's page with its pack picker (success and download pages). Picks become
 * download links, so a pick refreshes the order; while a pack still has works to choose, the
 * downloads say so instead of SPEC's 'Order Processing', which would never end.
 */
export function OrderWithPicks({ orderId, variant }: { orderId: string; variant: 'success' | 'downloads' }) {
  const queryClient = useQueryClient();
  const picks = useOrderPicks(orderId);
  const remaining = picks.data?.remaining ?? 0;
  const noLinksNote = remaining > 0 ? <PicksFirstNote remaining={remaining} /> : undefined;
  // An order with links and a pack to fill says "Choose your N artworks" too, above the picker.
  const hasLinks = (useOrder(orderId).data?.download_links.length ?? 0) > 0;
  const refreshOrder = () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });

  return (
    <div className="space-y-10">
      {variant === 'success' ? (
        <OrderSuccess
          orderId={orderId}
          noLinksNote={noLinksNote}
          receiptPath={`${paths.receipt}?order=${encodeURIComponent(orderId)}`}
        />
      ) : (
        <OrderDownloads orderId={orderId} noLinksNote={noLinksNote} />
      )}
      {hasLinks ? noLinksNote : null}
      <PackPicker orderId={orderId} onPicked={refreshOrder} />
    </div>
  );
}
