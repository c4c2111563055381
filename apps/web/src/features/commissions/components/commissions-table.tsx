import type { CommissionSummary } from '@shop/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { statusTone } from './status-tone';

function columns(onOpen: (id: string) => void): DataColumn<CommissionSummary>[] {
  return [
    { header: M.columns.order, cell: (commission) => commission.orderNumber, cellClassName: 'font-mono' },
    { header: M.columns.product, cell: (commission) => commission.productName },
    {
      header: M.columns.brand,
      cell: (commission) => commission.brandName ?? <span className="text-neutral-500">{M.noBrand}</span>,
    },
    {
      header: M.columns.buyer,
      cell: (commission) => (
        <>
          <div>{commission.customerName}</div>
          <div className="text-xs text-neutral-400">{commission.customerEmail}</div>
        </>
      ),
    },
    {
      header: M.columns.status,
      cell: (commission) => <Badge tone={statusTone(commission.status)}>{M.status[commission.status]}</Badge>,
    },
    { header: M.columns.files, cell: (commission) => commission.fileCount },
    {
      header: <span className="sr-only">{M.open}</span>,
      align: 'right',
      cell: (commission) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={M.openLabel(commission.orderNumber)}
          onClick={() => onOpen(commission.id)}
        >
          {M.open}
        </Button>
      ),
    },
  ];
}

export function CommissionsTable({
  commissions,
  onOpen,
}: {
  commissions: readonly CommissionSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <DataTable
      rows={commissions}
      columns={columns(onOpen)}
      rowKey={(commission) => commission.id}
      frameClassName="rounded-xl ring-1 ring-neutral-800"
    />
  );
}
