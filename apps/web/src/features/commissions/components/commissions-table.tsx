import type { CommissionSummary } from '@shop/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { statusTone } from './status-tone';

export function CommissionsTable({
  commissions,
  onOpen,
}: {
  commissions: readonly CommissionSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-neutral-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            <th className="px-3 py-2">{M.columns.order}</th>
            <th className="px-3 py-2">{M.columns.product}</th>
            <th className="px-3 py-2">{M.columns.brand}</th>
            <th className="px-3 py-2">{M.columns.buyer}</th>
            <th className="px-3 py-2">{M.columns.status}</th>
            <th className="px-3 py-2">{M.columns.files}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{M.open}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {commissions.map((commission) => (
            <tr key={commission.id} className="border-t border-neutral-800">
              <td className="px-3 py-2 font-mono">{commission.orderNumber}</td>
              <td className="px-3 py-2">{commission.productName}</td>
              <td className="px-3 py-2">
                {commission.brandName ?? <span className="text-neutral-500">{M.noBrand}</span>}
              </td>
              <td className="px-3 py-2">
                <div>{commission.customerName}</div>
                <div className="text-xs text-neutral-400">{commission.customerEmail}</div>
              </td>
              <td className="px-3 py-2">
                <Badge tone={statusTone(commission.status)}>{M.status[commission.status]}</Badge>
              </td>
              <td className="px-3 py-2">{commission.fileCount}</td>
              <td className="px-3 py-2 text-right">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={M.openLabel(commission.orderNumber)}
                  onClick={() => onOpen(commission.id)}
                >
                  {M.open}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
