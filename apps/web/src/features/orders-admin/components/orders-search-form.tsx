import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DateRangeFields, type DateRange } from '../../../components/ui/date-range-fields';
import { Field, inputClass } from '../../../components/ui/field';
import type { AdminOrdersFilters } from '../api/get-admin-orders';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';

type Search = Omit<AdminOrdersFilters, 'offset'>;

export function OrdersSearchForm({
  initial,
  onSearch,
  timeZone,
}: {
  initial: Search;
  onSearch: (search: Search) => void;
  /** The shop's zone, whose days the date range is. */
  timeZone: string;
}) {
  const [q, setQ] = useState(initial.q);
  const [range, setRange] = useState<DateRange>({ from: initial.from, to: initial.to });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q, ...range });
  };
  const clear = () => {
    setQ('');
    setRange({ from: '', to: '' });
    onSearch({ q: '', from: '', to: '' });
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field id="orders-q" label={M.searchLabel} className="min-w-64 flex-1">
        <input
          id="orders-q"
          type="search"
          className={inputClass}
          placeholder={M.searchPlaceholder}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </Field>
      <DateRangeFields
        value={range}
        onChange={setRange}
        labels={{ from: M.fromLabel, to: M.toLabel }}
        timeZone={timeZone}
      />
      <Button type="submit">{M.search}</Button>
      <Button type="button" variant="ghost" onClick={clear}>
        {M.clear}
      </Button>
    </form>
  );
}
