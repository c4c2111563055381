import type { AdminOrderDetail } from '@shop/contracts';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useAdminOrder } from '../api/get-admin-order';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { OrderGrants } from './order-grants';
import { ResendLinksButton } from './resend-links-button';
import { formatDateTime, formatRate, orderNumber, orDash } from './format';

const cell = 'px-3 py-2 text-left';

function Facts({ order }: { order: AdminOrderDetail }) {
  const facts: [string, string][] = [
    [M.facts.buyer, `${order.customerName} ${order.customerEmail ? `<${order.customerEmail}>` : ''}`.trim()],
    [M.facts.paypalOrderId, order.paypalOrderId],
    [M.facts.captureId, orDash(order.captureId)],
    [M.facts.payment, M.paymentStatus[order.paymentStatus] ?? order.paymentStatus],
    [M.facts.state, orDash(order.stateCode)],
    [M.facts.taxRate, formatRate(order.taxRate)],
    [M.facts.subtotal, `$${order.subtotal}`],
    // Only orders that used a promo code show the line (issue #13).
    ...(order.promoCode
      ? [[M.facts.discount, M.discountValue(order.discount, order.promoCode)] as [string, string]]
      : []),
    [M.facts.tax, `$${order.tax}`],
    [M.facts.total, `$${order.total}`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-neutral-400">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ lines }: { lines: AdminOrderDetail['lines'] }) {
  const c = M.lineColumns;
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table className="w-full text-sm">
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            <th className={cell}>{c.title}</th>
            <th className={cell}>{c.kind}</th>
            <th className={cell}>{c.category}</th>
            <th className={`${cell} text-right`}>{c.quantity}</th>
            <th className={`${cell} text-right`}>{c.unitPrice}</th>
            <th className={`${cell} text-right`}>{c.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.artworkId}-${index}`} className="border-t border-neutral-800">
              <td className={cell}>{line.title}</td>
              <td className={cell}>{line.productKind ? M.kinds[line.productKind] : M.unknown}</td>
              <td className={cell}>{orDash(line.category)}</td>
              <td className={`${cell} text-right`}>{line.quantity}</td>
              <td className={`${cell} text-right`}>${line.unitPrice}</td>
              <td className={`${cell} text-right`}>${line.lineTotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One order as the curator needs it to answer a buyer: what was paid, where, and each download. */
export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const order = useAdminOrder(id);
  return (
    <section aria-labelledby="order-heading" className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="mr-1 h-4 w-4" aria-hidden />
        {M.back}
      </Button>
      {order.isPending ? (
        <LoadingState text={M.loadingOrder} />
      ) : order.isError ? (
        <ErrorState
          title={M.orderErrorTitle}
          error={order.error}
          onRetry={() => void order.refetch()}
          retryLabel={M.retry}
        />
      ) : (
        <>
          <header>
            <h2 id="order-heading" className="text-2xl font-semibold">
              {M.orderTitle(orderNumber(order.data.id))}
            </h2>
            <p className="text-sm text-neutral-400">{formatDateTime(order.data.createdAt)}</p>
          </header>
          <Facts order={order.data} />
          <h3 className="text-lg font-semibold">{M.linesHeading}</h3>
          <Lines lines={order.data.lines} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">{M.grantsHeading}</h3>
            <ResendLinksButton orderId={order.data.id} />
          </div>
          <OrderGrants orderId={order.data.id} grants={order.data.grants} />
        </>
      )}
    </section>
  );
}
