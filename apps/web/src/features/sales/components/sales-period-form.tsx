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

/** What the artist picks; the shop's zone is added to it, not chosen here. */
export type PeriodChoice = Omit<SalesPeriod, 'timeZone'>;

export function SalesPeriodForm({ initial, onChange }: { initial: SalesPeriod; onChange: (p: PeriodChoice) => void }) {
  const [range, setRange] = useState<DateRange>({ from: initial.from, to: initial.to });
  const [groupBy, setGroupBy] = useState<SalesGroupBy>(initial.groupBy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (range.from && range.to) onChange({ ...range, groupBy });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={M.heading}>
      <DateRangeFields
        required
        value={range}
        onChange={setRange}
        labels={{ from: M.fromLabel, to: M.toLabel }}
        timeZone={initial.timeZone}
      />
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
