/**
 * The dashboard's one rule for time: every time and day is the shop's, in UTC, and says so. The
 * server counts days in UTC too (the Orders tab's date range, the Sales periods, promo codes'
 * start and end days, the CSV exports), so a time the dashboard shows always falls on the day its
 * filters and reports put it on, whoever looks and from wherever.
 */
export const SHOP_TIME_ZONE = 'UTC';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** "Nov 29, 2026, 2:05 AM UTC": a moment, with the zone it is told in. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_TIME.format(date)} ${SHOP_TIME_ZONE}`;
}

/** "2026-11-29": the shop's day of a moment, as the date filters take it. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10);
}
