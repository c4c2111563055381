import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnHeads } from './column-heads';

describe('ColumnHeads', () => {
  it('heads each column in order, amounts aligned right', () => {
    render(
      <table>
        <ColumnHeads columns={[{ label: 'Item' }, { label: 'Amount', align: 'right' }]} />
      </table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((th) => th.textContent)).toEqual(['Item', 'Amount']);
    expect(heads[0]).toHaveAttribute('scope', 'col');
    expect(heads[0]).not.toHaveClass('text-right');
    expect(heads[1]).toHaveClass('text-right');
  });
});
