import { formatUsd, priceToCents } from '@shop/contracts';
import { CheckCircle2, Clock, Printer, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkButtonClass } from '../../../components/ui/link-button';
import { useOrder } from '../api/get-order';
import { orderStateView } from '../lib/order-state';
import { orderMessages as m } from '../messages';
import { OrderDownloads } from './order-downloads';
import { OrderLoadError } from './order-load-error';

/** One line of the order's details. */
function Detail({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-neutral-400">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * SPEC §2 success page for one order: details, and a button per download link. `noLinksNote`
 * replaces 'Order Processing' when the page knows why there are no links yet (a pack to fill).
 * The order's real state, and the printable receipt.
 */
export function OrderSuccess({
  orderId,
  noLinksNote,
  receiptPath,
}: {
  orderId: string;
  noLinksNote?: ReactNode;
  /** The printable receipt page of this order. */
  receiptPath?: string;
}) {
  const order = useOrder(orderId);

  if (order.isError) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;

  const view = order.data ? orderStateView(order.data.status) : null;
  const Icon = view?.tone === 'wait' ? Clock : view?.tone === 'closed' ? XCircle : CheckCircle2;
  const stateNote = view?.note ? (
    <p role="status" className="rounded-lg border border-amber-600 bg-amber-950/40 p-4 text-amber-100">
      {view.note}
    </p>
  ) : null;

  return (
    <div className="space-y-8">
      {/* No 'Payment Successful!' before the order is known to exist. */}
      {order.data && view ? (
        <div className="text-center">
          <Icon
            className={`mx-auto h-16 w-16 ${view.tone === 'ok' ? 'text-emerald-400' : 'text-amber-400'}`}
            aria-hidden
          />
          <h1 className="mt-4 text-4xl font-bold">{view.title}</h1>
          <p className="mt-2 text-lg text-neutral-300">{m.thanks(order.data.customerName)}</p>
        </div>
      ) : null}
      {order.data && view?.note && view.tone !== 'wait' ? <div className="mx-auto max-w-xl">{stateNote}</div> : null}

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
          <Detail
            label={m.status}
            className={
              order.data.status === 'completed' ? 'font-medium text-emerald-300' : 'font-medium text-amber-300'
            }
          >
            {m.statusLabel(order.data.status)}
          </Detail>
        </dl>
      ) : null}

      {/* Where the receipt went (masked by the shop: the page is public to the link). */}
      {order.data?.receiptEmail ? (
        <p className="text-center text-neutral-300" data-testid="receipt-sent-to">
          {m.receiptSentTo(order.data.receiptEmail)}
        </p>
      ) : null}

      {order.data && receiptPath ? (
        <p className="text-center">
          <Link to={receiptPath} className={linkButtonClass('outline', 'inline-flex items-center gap-2')}>
            <Printer className="h-4 w-4" aria-hidden />
            {m.printReceipt}
          </Link>
        </p>
      ) : null}

      {/* A closed order has nothing to download: the note under its heading says why. */}
      {view?.tone === 'closed' ? null : (
        <OrderDownloads orderId={orderId} noLinksNote={view?.tone === 'wait' ? stateNote : noLinksNote} />
      )}
    </div>
  );
}
