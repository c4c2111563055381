import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import type { AdminOrdersFilters } from '../api/get-admin-orders';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';

type Search = Omit<AdminOrdersFilters, 'offset'>;

export function OrdersSearchForm({ initial, onSearch }: { initial: Search; onSearch: (search: Search) => void }) {
  const [q, setQ] = useState(initial.q);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q, from, to });
  };
  const clear = () => {
    setQ('');
    setFrom('');
    setTo('');
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
      <Field id="orders-from" label={M.fromLabel}>
        <input
          id="orders-from"
          type="date"
          className={inputClass}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </Field>
      <Field id="orders-to" label={M.toLabel}>
        <input
          id="orders-to"
          type="date"
          className={inputClass}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </Field>
      <Button type="submit">{M.search}</Button>
      <Button type="button" variant="ghost" onClick={clear}>
        {M.clear}
      </Button>
    </form>
  );
}
