import { useSearchParams } from 'react-router-dom';
import type { AdminOrdersFilters } from '../api/get-admin-orders';

// Filters and the open order live in the URL, so a reload or a shared link shows the same view.
const PARAMS = { q: 'orders_q', from: 'orders_from', to: 'orders_to', offset: 'orders_offset', order: 'order' };

export function useOrdersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const offset = Number(searchParams.get(PARAMS.offset) ?? '0');
  const filters: AdminOrdersFilters = {
    q: searchParams.get(PARAMS.q) ?? '',
    from: searchParams.get(PARAMS.from) ?? '',
    to: searchParams.get(PARAMS.to) ?? '',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
  const openOrderId = searchParams.get(PARAMS.order);

  const update = (changes: Partial<Record<keyof typeof PARAMS, string | number | null>>) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes) as [keyof typeof PARAMS, string | number | null][]) {
        if (value === null || value === '' || value === 0) params.delete(PARAMS[key]);
        else params.set(PARAMS[key], String(value));
      }
      return params;
    });

  return {
    filters,
    openOrderId,
    search: (next: Omit<AdminOrdersFilters, 'offset'>) => update({ ...next, offset: null }),
    setOffset: (next: number) => update({ offset: next }),
    openOrder: (id: string | null) => update({ order: id }),
  };
}
