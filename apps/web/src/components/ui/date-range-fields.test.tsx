import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFields, type DateRange } from './date-range-fields';

const labels = { from: 'From', to: 'To' };

function Harness({ initial, required }: { initial: DateRange; required?: boolean }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeFields value={range} onChange={setRange} labels={labels} required={required} timeZone="Europe/Berlin" />
      <output>{`${range.from}..${range.to}`}</output>
    </>
  );
}

describe('DateRangeFields', () => {
  it('labels both ends, changes one at a time, and bounds each picker by the other end', () => {
    render(<Harness initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('max', '2026-03-31');
    expect(to).toHaveAttribute('min', '2026-03-01');
    expect(from).not.toBeRequired();
    // The days are the shop's, and each field says in which zone.
    expect(from).toHaveAccessibleDescription('Europe/Berlin');
    expect(to).toHaveAccessibleDescription('Europe/Berlin');

    fireEvent.change(from, { target: { value: '2026-03-10' } });
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-10..2026-03-31');
    expect(to).toHaveAttribute('min', '2026-03-10');
    fireEvent.change(to, { target: { value: '2026-03-20' } });
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-10..2026-03-20');
    expect(from).toHaveAttribute('max', '2026-03-20');
  });

  it('leaves an open end unbounded, and marks both required when asked', () => {
    render(<Harness initial={{ from: '', to: '' }} required />);
    expect(screen.getByLabelText('From')).not.toHaveAttribute('max');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('min');
    expect(screen.getByLabelText('From')).toBeRequired();
    expect(screen.getByLabelText('To')).toBeRequired();
  });
});
