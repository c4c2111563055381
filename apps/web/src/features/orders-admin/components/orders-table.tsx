import type { AdminOrderSummary } from '@shop/contracts';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { formatDateTime, orderNumber, orDash } from './format';

const cell = 'px-3 py-2 text-left';

export function OrdersTable({ orders, onOpen }: { orders: AdminOrderSummary[]; onOpen: (id: string) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table className="w-full text-sm">
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            <th className={cell}>{M.columns.number}</th>
            <th className={cell}>{M.columns.date}</th>
            <th className={cell}>{M.columns.buyer}</th>
            <th className={cell}>{M.columns.state}</th>
            <th className={cell}>{M.columns.status}</th>
            <th className={`${cell} text-right`}>{M.columns.items}</th>
            <th className={`${cell} text-right`}>{M.columns.total}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-neutral-800 hover:bg-neutral-900">
              <td className={cell}>
                <button
                  type="button"
                  className="font-mono text-violet-300 underline-offset-2 hover:underline"
                  onClick={() => onOpen(order.id)}
                >
                  {orderNumber(order.id)}
                </button>
              </td>
              <td className={cell}>{formatDateTime(order.createdAt)}</td>
              <td className={cell}>
                <div>{order.customerName}</div>
                <div className="text-xs text-neutral-400">{orDash(order.customerEmail)}</div>
              </td>
              <td className={cell}>{orDash(order.stateCode)}</td>
              <td className={cell}>{M.statusLabels[order.status] ?? order.status}</td>
              <td className={`${cell} text-right`}>{order.itemCount}</td>
              <td className={`${cell} text-right`}>${order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
