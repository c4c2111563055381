import { PACK_PICKER_ANCHOR } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { LoadingState, PanelErrorState } from '../../../components/ui/status-views';
import { useOrderPicks } from '../api/get-order-picks';
import { packPickMessages as m } from '../messages';
import { PackLinePicker } from './pack-line-picker';
import { PickedList } from './picked-list';

/**
 * After paying for a pack, the buyer chooses its artworks here (success and download
 * pages). Nothing shows for an order without a pack; each pack line has its own picker.
 */
export function PackPicker({ orderId, onPicked }: { orderId: string; onPicked: () => void | Promise<void> }) {
  const picks = useOrderPicks(orderId);
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const hasPacks = (picks.data?.packs.length ?? 0) > 0;
  // A receipt's link ends in #choose-artworks, but the picker appears only once its
  // data has loaded, after the browser looked for the anchor: scroll to it then.
  useEffect(() => {
    if (hasPacks && hash === `#${PACK_PICKER_ANCHOR}`) anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [hasPacks, hash]);

  if (picks.isPending) return <LoadingState text={m.loadingPicks} className="py-8" />;
  if (picks.isError) {
    // An unknown order is the order view's to explain ('Order Not Found').
    if (picks.error instanceof ApiError && picks.error.status === 404) return null;
    return (
      <PanelErrorState retryLabel={m.retry} onRetry={() => void picks.refetch()}>
        <p>{m.picksError}</p>
      </PanelErrorState>
    );
  }
  if (picks.data.packs.length === 0) return null;

  return (
    <div ref={anchor} id={PACK_PICKER_ANCHOR} className="scroll-mt-4 space-y-6">
      {picks.data.packs.map((pack) =>
        pack.remaining > 0 ? (
          <PackLinePicker key={pack.lineId} orderId={orderId} pack={pack} onPicked={onPicked} />
        ) : (
          <section
            key={pack.lineId}
            aria-label={pack.title}
            className="rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800"
          >
            <h2 className="text-xl font-semibold">{m.allUsedTitle}</h2>
            <p className="mt-1 text-neutral-300">{m.allUsed(pack.title)}</p>
            <PickedList picked={pack.picked} />
          </section>
        ),
      )}
    </div>
  );
}
