import type { SalesTable as SalesTableName } from '@shop/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { salesExportUrl, type SalesPeriod } from '../api/get-sales';
import { SALES_MESSAGES as M } from '../messages';

/** A column: its header and what a row shows in it. The first names the row; the rest are figures. */
export type SalesColumn<Row> = readonly [header: string, cell: (row: Row) => ReactNode];

/** One table of the report, with its CSV export for the same period beside the heading. */
export function SalesTable<Row>({
  name,
  period,
  columns,
  rows,
}: {
  name: SalesTableName;
  period: SalesPeriod;
  columns: readonly SalesColumn<Row>[];
  rows: readonly Row[];
}) {
  const headingId = `sales-${name}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 id={headingId} className="text-lg font-semibold">
          {M.tables[name]}
        </h3>
        <a
          href={salesExportUrl(period, name)}
          download
          aria-label={`${M.exportCsv}: ${M.tables[name]}`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-violet-300 hover:bg-neutral-800"
        >
          <Download className="h-4 w-4" aria-hidden /> {M.exportCsv}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-400">{M.noRows}</p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(_, index) => String(index)}
          labelledBy={headingId}
          columns={columns.map(([header, cell], index) => ({
            header,
            cell,
            align: index === 0 ? undefined : 'right',
          }))}
        />
      )}
    </section>
  );
}
