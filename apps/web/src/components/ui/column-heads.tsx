import { cn } from './cn';

export interface ColumnHead {
  label: string;
  /** Amounts line up on the right. */
  align?: 'right';
}

/** A document-style table's header row (a receipt, a report): one column header per label. */
export function ColumnHeads({ columns, className }: { columns: readonly ColumnHead[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={cn('py-2', column.align === 'right' && 'text-right')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
