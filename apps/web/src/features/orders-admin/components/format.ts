import { ORDERS_ADMIN_MESSAGES } from '../messages';

/** The short order number the dashboard shows and the search accepts: the id's first 8 characters. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? ORDERS_ADMIN_MESSAGES.unknown : value;
}

/** "0.08875" → "8.875%". */
export function formatRate(rate: string | null): string {
  if (rate === null) return ORDERS_ADMIN_MESSAGES.unknown;
  return `${Number((Number(rate) * 100).toFixed(3))}%`;
}
