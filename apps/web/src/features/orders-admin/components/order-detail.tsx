import type { AdminOrderDetail } from '@shop/contracts';
import { ArrowLeft } from 'lucide-react';
import { useRefundOrder } from '../api/refund-order';
import { LastRefund, OrderRefunds } from './order-refunds';
import { RefundButton } from './refund-button';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { countryName } from '../../../lib/country-name';
import { useAdminOrder } from '../api/get-admin-order';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { OrderGrants } from './order-grants';
import { ResendLinksButton } from './resend-links-button';
import { useShopTime } from '../../../lib/dates';
import { formatRate, orderNumber, orDash } from './format';

function Facts({ order }: { order: AdminOrderDetail }) {
  const facts: [string, string][] = [
    [M.facts.status, M.statusLabels[order.status] ?? order.status],
    // The number the buyer's receipt (an invoice) carries; a dash while unpaid.
    [M.facts.invoiceNumber, orDash(order.invoiceNumber)],
    [M.facts.buyer, `${order.customerName} ${order.customerEmail ? `<${order.customerEmail}>` : ''}`.trim()],
    [M.facts.paypalOrderId, order.paypalOrderId],
    [M.facts.captureId, orDash(order.captureId)],
    [M.facts.payment, M.paymentStatus[order.paymentStatus] ?? order.paymentStatus],
    [M.facts.country, countryName(order.countryCode)],
    [M.facts.state, orDash(order.stateCode)],
    [M.facts.taxName, orDash(order.taxName)],
    [M.facts.taxRate, formatRate(order.taxRate)],
    [M.facts.subtotal, `$${order.subtotal}`],
    // Only orders that used a promo code show the line.
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

/** Only paid orders with money left can be refunded. */
const canRefund = (order: AdminOrderDetail) =>
  (order.status === 'completed' || order.status === 'partially_refunded') && order.refundable !== '0.00';

function Lines({ order, refund }: { order: AdminOrderDetail; refund: ReturnType<typeof useRefundOrder> }) {
  const c = M.lineColumns;
  const columns: DataColumn<AdminOrderDetail['lines'][number]>[] = [
    {
      header: c.title,
      // The licence tier sold, as the order keeps it (none: the shop licence).
      cell: (line) =>
        line.licence ? (
          <>
            {line.title}
            <span className="block text-xs text-violet-300">{M.lineLicence(line.licence.name)}</span>
          </>
        ) : (
          line.title
        ),
    },
    { header: c.kind, cell: (line) => (line.productKind ? M.kinds[line.productKind] : M.unknown) },
    { header: c.category, cell: (line) => orDash(line.category) },
    { header: c.quantity, align: 'right', cell: (line) => line.quantity },
    { header: c.unitPrice, align: 'right', cell: (line) => `$${line.unitPrice}` },
    { header: c.lineTotal, align: 'right', cell: (line) => `$${line.lineTotal}` },
    {
      header: M.refundColumn,
      cell: (line) =>
        line.refundedAt ? (
          <span className="text-red-400">{M.refundedLine}</span>
        ) : canRefund(order) ? (
          <RefundButton
            label={M.refundLine}
            accessibleName={M.refundLineLabel(line.title)}
            amount={line.refundAmount}
            isPending={refund.isPending}
            onConfirm={(reason) => refund.mutate({ lineId: line.id, reason })}
          />
        ) : null,
    },
  ];
  return <DataTable rows={order.lines} columns={columns} rowKey={(line, index) => `${line.artworkId}-${index}`} />;
}

/** One order as the curator needs it to answer a buyer: what was paid, where, and each download. */
export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const time = useShopTime();
  const order = useAdminOrder(id);
  const refund = useRefundOrder(id);
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
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h2 id="order-heading" className="text-2xl font-semibold">
                {M.orderTitle(orderNumber(order.data.id))}
              </h2>
              <p className="text-sm text-neutral-400">{time.dateTime(order.data.createdAt)}</p>
            </div>
            {canRefund(order.data) ? (
              <RefundButton
                label={M.refundOrder}
                amount={order.data.refundable}
                isPending={refund.isPending}
                onConfirm={(reason) => refund.mutate({ all: true, reason })}
              />
            ) : null}
          </header>
          {refund.data ? <LastRefund result={refund.data} order={order.data} /> : null}
          <Facts order={order.data} />
          <h3 className="text-lg font-semibold">{M.linesHeading}</h3>
          <Lines order={order.data} refund={refund} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">{M.grantsHeading}</h3>
            <ResendLinksButton orderId={order.data.id} />
          </div>
          <OrderGrants orderId={order.data.id} grants={order.data.grants} />
          <h3 className="text-lg font-semibold">{M.refundsHeading}</h3>
          <OrderRefunds order={order.data} />
        </>
      )}
    </section>
  );
}
