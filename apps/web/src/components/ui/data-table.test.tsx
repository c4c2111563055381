import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('heads each column and fills a row per item, numbers on the right', () => {
    render(
      <DataTable
        label="Codes"
        rows={[
          { code: 'SPRING', uses: 3 },
          { code: 'LOGO10', uses: 0 },
        ]}
        rowKey={(row) => row.code}
        columns={[
          { header: 'Code', cell: (row) => row.code, cellClassName: 'font-mono' },
          { header: 'Uses', align: 'right', cell: (row) => row.uses },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Codes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Uses']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['SPRING', '3'],
      ['LOGO10', '0'],
    ]);
    expect(screen.getByRole('cell', { name: 'SPRING' })).toHaveClass('font-mono');
    expect(screen.getByRole('columnheader', { name: 'Uses' })).toHaveClass('text-right');
  });

  it('can be named by the heading above it', () => {
    render(
      <>
        <h3 id="sales-works">Best sellers</h3>
        <DataTable
          labelledBy="sales-works"
          rows={['Dragon']}
          rowKey={(title) => title}
          columns={[{ header: 'Work', cell: (title) => title }]}
        />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Best sellers' })).toHaveTextContent('Dragon');
  });
});
