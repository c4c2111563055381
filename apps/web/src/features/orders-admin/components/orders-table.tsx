import type { AdminOrderSummary } from '@shop/contracts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { useShopTime } from '../../../lib/dates';
import { orderNumber, orDash } from './format';

function columns(onOpen: (id: string) => void, dateTime: (iso: string) => string): DataColumn<AdminOrderSummary>[] {
  return [
    {
      header: M.columns.number,
      cell: (order) => (
        <button
          type="button"
          className="font-mono text-violet-300 underline-offset-2 hover:underline"
          onClick={() => onOpen(order.id)}
        >
          {orderNumber(order.id)}
        </button>
      ),
    },
    {
      header: M.columns.invoice,
      cell: (order) => <span className="font-mono text-xs whitespace-nowrap">{orDash(order.invoiceNumber)}</span>,
    },
    { header: M.columns.date, cell: (order) => dateTime(order.createdAt) },
    {
      header: M.columns.buyer,
      cell: (order) => (
        <>
          <div>{order.customerName}</div>
          <div className="text-xs text-neutral-400">{orDash(order.customerEmail)}</div>
        </>
      ),
    },
    { header: M.columns.country, cell: (order) => order.countryCode },
    { header: M.columns.state, cell: (order) => orDash(order.stateCode) },
    { header: M.columns.status, cell: (order) => M.statusLabels[order.status] ?? order.status },
    { header: M.columns.items, align: 'right', cell: (order) => order.itemCount },
    { header: M.columns.total, align: 'right', cell: (order) => `$${order.total}` },
  ];
}

export function OrdersTable({ orders, onOpen }: { orders: AdminOrderSummary[]; onOpen: (id: string) => void }) {
  const time = useShopTime();
  return (
    <DataTable
      rows={orders}
      columns={columns(onOpen, time.dateTime)}
      rowKey={(order) => order.id}
      rowClassName="hover:bg-neutral-900"
    />
  );
}
