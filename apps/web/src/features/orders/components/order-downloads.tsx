import { Download, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { useOrder } from '../api/get-order';
import { closedOrderNote } from '../lib/order-state';
import { OrderLoadError } from './order-load-error';
import { orderMessages as m } from '../messages';

/** Starts a file download through a temporary link, so the page stays where it is. */
export function downloadFile(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * SPEC §2: a button per download link of an order, 'Loading your download links...' while
 * loading, and 'Order Processing' (or `noLinksNote`, when the page knows better) without links.
 * Issue #22: a closed order (refunded, reversed, denied) offers no link, whatever its answer
 * holds, and says why instead of 'Order Processing', which would never end.
 */
export function OrderDownloads({ orderId, noLinksNote }: { orderId: string; noLinksNote?: ReactNode }) {
  const order = useOrder(orderId);
  if (order.isError) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  const closedNote = order.data ? closedOrderNote(order.data.status) : null;
  return (
    <HeadedSection
      heading={m.downloadsHeading}
      headingClassName="text-2xl font-semibold"
      className="mx-auto max-w-xl space-y-4 text-center"
    >
      {order.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 text-neutral-300">
          <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden />
          {m.loadingLinks}
        </p>
      ) : closedNote !== null ? (
        <p role="status" className="rounded-lg border border-amber-600 bg-amber-950/40 p-4 text-amber-100">
          {closedNote}
        </p>
      ) : order.data.download_links.length === 0 ? (
        (noLinksNote ?? (
          <div className="rounded-lg border border-amber-600 bg-amber-950/40 p-4">
            <p className="font-semibold text-amber-100">{m.processingTitle}</p>
            <p className="text-sm text-amber-100">{m.processingText}</p>
          </div>
        ))
      ) : (
        <ul className="space-y-3">
          {order.data.download_links.map((url, index) => (
            <li key={url}>
              <Button size="lg" className="w-full" onClick={() => downloadFile(url)}>
                <Download className="h-5 w-5" aria-hidden />
                {m.download(index + 1)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {closedNote === null ? <p className="text-sm text-neutral-400">{m.validity}</p> : null}
    </HeadedSection>
  );
}
