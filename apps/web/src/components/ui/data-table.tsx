import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'right';
  /** Extra classes of this column's cells (not its header). */
  cellClassName?: string;
}

const CELL = 'px-3 py-2 text-left';

/** The dashboard's table: a scrolling frame, a header row of column names, a row per item. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  labelledBy,
  rowClassName,
  frameClassName = 'rounded-lg border border-neutral-800',
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** The table's accessible name, when the heading above does not give it one. */
  label?: string;
  /** Or the id of the heading that names it. */
  labelledBy?: string;
  rowClassName?: string;
  frameClassName?: string;
}) {
  const alignClass = (column: DataColumn<Row>) => cn(CELL, column.align === 'right' && 'text-right');
  // `relative`: a visually hidden header (`sr-only` is absolutely placed) must scroll with the table;
  // with its containing block outside the frame it widened the whole page on a phone.
  return (
    <div className={cn('relative overflow-x-auto', frameClassName)}>
      <table className="w-full text-sm" aria-label={label} aria-labelledby={labelledBy}>
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            {columns.map((column, index) => (
              <th key={index} className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)} className={cn('border-t border-neutral-800', rowClassName)}>
              {columns.map((column, index) => (
                <td key={index} className={cn(alignClass(column), column.cellClassName)}>
                  {column.cell(row, rowIndex)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
