import type { AdminOrderDetail, RefundResult } from '@shop/contracts';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { formatDateTime } from './format';

const cell = 'px-3 py-2 text-left';

/** Issue #14: every refund of the order, and what it covered. */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const titleOf = (lineId: string) => order.lines.find((line) => line.id === lineId)?.title ?? lineId;
  return (
    <div className="space-y-2">
      <p className="text-sm text-neutral-300">
        {M.refundedTotal(order.refunded, order.total)} {M.refundable(order.refundable)}
      </p>
      {order.refunds.length === 0 ? (
        <p className="text-neutral-400">{M.noRefunds}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-800">
          <table className="w-full text-sm">
            <thead className="bg-neutral-900 text-neutral-400">
              <tr>
                <th className={cell}>{M.refundColumns.date}</th>
                <th className={`${cell} text-right`}>{M.refundColumns.amount}</th>
                <th className={cell}>{M.refundColumns.covers}</th>
                <th className={cell}>{M.refundColumns.source}</th>
                <th className={cell}>{M.refundColumns.id}</th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.id} className="border-t border-neutral-800">
                  <td className={cell}>{formatDateTime(refund.createdAt)}</td>
                  <td className={`${cell} text-right`}>${refund.amount}</td>
                  <td className={cell}>
                    {refund.lineIds.length === 0 ? M.wholeOrPart : refund.lineIds.map(titleOf).join(', ')}
                  </td>
                  <td className={cell}>{M.refundSources[refund.source] ?? refund.source}</td>
                  <td className={`${cell} font-mono text-xs`}>{refund.providerRefundId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
