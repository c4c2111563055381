import { SALES_GROUP_BY, type SalesGroupBy } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DateRangeFields, type DateRange } from '../../../components/ui/date-range-fields';
import { Field, inputClass } from '../../../components/ui/field';
import type { SalesPeriod } from '../api/get-sales';
import { SALES_MESSAGES as M } from '../messages';

function isGroupBy(value: string): value is SalesGroupBy {
  return (SALES_GROUP_BY as readonly string[]).includes(value);
}

export function SalesPeriodForm({ initial, onChange }: { initial: SalesPeriod; onChange: (p: SalesPeriod) => void }) {
  const [range, setRange] = useState<DateRange>({ from: initial.from, to: initial.to });
  const [groupBy, setGroupBy] = useState<SalesGroupBy>(initial.groupBy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (range.from && range.to) onChange({ ...range, groupBy });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={M.heading}>
      <DateRangeFields required value={range} onChange={setRange} labels={{ from: M.fromLabel, to: M.toLabel }} />
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
