import type { AdminOrderDetail, RefundResult } from '@shop/contracts';
import { DataTable } from '../../../components/ui/data-table';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { useShopTime } from '../../../lib/dates';

/** Every refund of the order, and what it covered. */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const time = useShopTime();
  const titleOf = (lineId: string) => order.lines.find((line) => line.id === lineId)?.title ?? lineId;
  return (
    <div className="space-y-2">
      <p className="text-sm text-neutral-300">
        {M.refundedTotal(order.refunded, order.total)} {M.refundable(order.refundable)}
      </p>
      {order.refunds.length === 0 ? (
        <p className="text-neutral-400">{M.noRefunds}</p>
      ) : (
        <DataTable
          rows={order.refunds}
          rowKey={(refund) => refund.id}
          columns={[
            { header: M.refundColumns.date, cell: (refund) => time.dateTime(refund.createdAt) },
            { header: M.refundColumns.amount, align: 'right', cell: (refund) => `$${refund.amount}` },
            {
              header: M.refundColumns.covers,
              cell: (refund) => (refund.lineIds.length === 0 ? M.wholeOrPart : refund.lineIds.map(titleOf).join(', ')),
            },
            { header: M.refundColumns.source, cell: (refund) => M.refundSources[refund.source] ?? refund.source },
            { header: M.refundColumns.reason, cell: (refund) => refund.reason ?? M.unknown },
            {
              header: M.refundColumns.id,
              cell: (refund) => refund.providerRefundId,
              cellClassName: 'font-mono text-xs',
            },
          ]}
        />
      )}
    </div>
  );
}

/** What the refund just made did: the new status and the downloads it closed, by name. */
export function LastRefund({ result, order }: { result: RefundResult; order: AdminOrderDetail }) {
  const names = result.revokedGrantIds.map((id) => order.grants.find((grant) => grant.id === id)?.originalName ?? id);
  return (
    <div role="status" className="rounded-lg border border-emerald-800 bg-emerald-950/40 p-3 text-sm">
      <p className="font-semibold">
        {M.lastRefundHeading}: ${result.refund.amount}
      </p>
      <p>{M.lastRefundStatus(M.statusLabels[result.status] ?? result.status)}</p>
      <p>{M.lastRefundRevoked(names.length)}</p>
      {names.length > 0 ? (
        <ul className="list-inside list-disc">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
