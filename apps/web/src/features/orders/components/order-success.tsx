import { formatUsd, priceToCents } from '@shop/contracts';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOrder } from '../api/get-order';
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
 */
export function OrderSuccess({ orderId, noLinksNote }: { orderId: string; noLinksNote?: ReactNode }) {
  const order = useOrder(orderId);

  if (order.isError) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;

  return (
    <div className="space-y-8">
      {/* Issue #14: no 'Payment Successful!' before the order is known to exist. */}
      {order.data ? (
        <div className="text-center">
          <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-400" aria-hidden />
          <h1 className="mt-4 text-4xl font-bold">{m.successTitle}</h1>
          <p className="mt-2 text-lg text-neutral-300">{m.thanks(order.data.customerName)}</p>
        </div>
      ) : null}

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

      <OrderDownloads orderId={orderId} noLinksNote={noLinksNote} />
    </div>
  );
}
