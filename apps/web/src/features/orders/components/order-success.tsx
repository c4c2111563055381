import { formatUsd, priceToCents } from '@shop/contracts';
import { CheckCircle2, Download, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ErrorState } from '../../../components/ui/status-views';
import { useOrder } from '../api/get-order';
import { orderMessages as m } from '../messages';

/** One line of the order's details. */
function Detail({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-neutral-400">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

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

/** SPEC §2 success page for one order: details, and a button per download link. */
export function OrderSuccess({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);

  if (order.isError)
    return (
      <ErrorState
        title={m.notFoundTitle}
        error={order.error}
        onRetry={() => void order.refetch()}
        retryLabel={m.retry}
      />
    );

  return (
    <div className="space-y-8">
      <div className="text-center">
        <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-400" aria-hidden />
        <h1 className="mt-4 text-4xl font-bold">{m.successTitle}</h1>
        {order.data ? <p className="mt-2 text-lg text-neutral-300">{m.thanks(order.data.customerName)}</p> : null}
      </div>

      {order.data ? (
        <dl className="mx-auto grid max-w-xl gap-3 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800 sm:grid-cols-2">
          <Detail label={m.customer} className="font-medium">
            {order.data.customerName}
          </Detail>
          <Detail label={m.orderNumber} className="font-mono text-sm break-all">
            {order.data.id}
          </Detail>
          <Detail label={m.total} className="font-medium">
            {formatUsd(priceToCents(order.data.totalAmount))}
          </Detail>
          <Detail label={m.status} className="font-medium text-emerald-300">
            {m.completed}
          </Detail>
        </dl>
      ) : null}

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
        ) : order.data.download_links.length === 0 ? (
          <div className="rounded-lg border border-amber-600 bg-amber-950/40 p-4">
            <p className="font-semibold text-amber-100">{m.processingTitle}</p>
            <p className="text-sm text-amber-100">{m.processingText}</p>
          </div>
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
        <p className="text-sm text-neutral-400">{m.validity}</p>
      </HeadedSection>
    </div>
  );
}
