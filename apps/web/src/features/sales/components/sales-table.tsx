import type { SalesTable as SalesTableName } from '@shop/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { SALES_MESSAGES as M } from '../messages';

const cell = 'px-3 py-2 text-left';

/** One table of the report, with its CSV export beside the heading. */
export function SalesTable({
  name,
  exportUrl,
  header,
  rows,
}: {
  name: SalesTableName;
  exportUrl: string;
  header: string[];
  rows: ReactNode[][];
}) {
  const headingId = `sales-${name}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 id={headingId} className="text-lg font-semibold">
          {M.tables[name]}
        </h3>
        <a
          href={exportUrl}
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
        <div className="overflow-x-auto rounded-lg border border-neutral-800">
          <table className="w-full text-sm" aria-labelledby={headingId}>
            <thead className="bg-neutral-900 text-neutral-400">
              <tr>
                {header.map((title, index) => (
                  <th key={title} className={index === 0 ? cell : `${cell} text-right`}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-neutral-800">
                  {row.map((value, index) => (
                    <td key={index} className={index === 0 ? cell : `${cell} text-right`}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
