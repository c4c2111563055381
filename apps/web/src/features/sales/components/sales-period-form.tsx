import { SALES_GROUP_BY, type SalesGroupBy } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import type { SalesPeriod } from '../api/get-sales';
import { SALES_MESSAGES as M } from '../messages';

function isGroupBy(value: string): value is SalesGroupBy {
  return (SALES_GROUP_BY as readonly string[]).includes(value);
}

export function SalesPeriodForm({ initial, onChange }: { initial: SalesPeriod; onChange: (p: SalesPeriod) => void }) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [groupBy, setGroupBy] = useState<SalesGroupBy>(initial.groupBy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onChange({ from, to, groupBy });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={M.heading}>
      <Field id="sales-from" label={M.fromLabel}>
        <input
          id="sales-from"
          type="date"
          required
          className={inputClass}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
      </Field>
      <Field id="sales-to" label={M.toLabel}>
        <input
          id="sales-to"
          type="date"
          required
          className={inputClass}
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
        />
      </Field>
      <Field id="sales-group-by" label={M.groupByLabel}>
        <select
          id="sales-group-by"
          className={inputClass}
          value={groupBy}
          onChange={(e) => {
            if (isGroupBy(e.target.value)) setGroupBy(e.target.value);
          }}
        >
          {SALES_GROUP_BY.map((value) => (
            <option key={value} value={value}>
              {M.groupBy[value]}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit">{M.show}</Button>
    </form>
  );
}
