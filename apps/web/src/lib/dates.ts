import { DEFAULT_TIME_ZONE, dayIn, dayStartIn, getShopTimeZone } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';

/**
 * The dashboard's one rule for time: every time and day is the shop's, in the zone the artist
 * chose in Settings (UTC until then), and says which. The dashboard sends the same zone with every
 * date filter and report (the Orders tab's date range, the Sales periods and CSV exports) and
 * turns promo code days into moments in it, so a time the dashboard shows always falls on the day
 * its filters and reports put it on, whoever looks and from wherever.
 */
export const shopTimeZoneKey = [getShopTimeZone.path] as const;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** "Nov 29, 2026, 2:05 AM Europe/Berlin": a moment, with the zone it is told in. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat(timeZone).format(date)} ${timeZone}`;
}

/** "2026-11-29": the shop's day of a moment, as the date filters take it. */
export function formatDay(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayIn(date, timeZone);
}

/** The moment (ISO) a `YYYY-MM-DD` day of the shop begins: what a promo code's start day means. */
export function dayStart(day: string, timeZone: string): string {
  return dayStartIn(day, timeZone).toISOString();
}

export interface ShopTime {
  /** The shop's zone (UTC while it loads or when the catalog cannot say). */
  timeZone: string;
  /**
   * Whether the catalog has answered (or could not): a report or filter asked before then would
   * count days in UTC and be asked again a moment later.
   */
  ready: boolean;
  dateTime: (iso: string) => string;
  day: (iso: string) => string;
}

/** The saved zone, as the catalog answers it (Settings › Shop identity edits it). */
export function useShopTimeZone() {
  return useQuery({
    queryKey: shopTimeZoneKey,
    queryFn: async () => callEndpoint(getShopTimeZone),
    staleTime: 60_000,
  });
}

/** The shop's zone and its formatters, for any dashboard part that tells a time. */
export function useShopTime(): ShopTime {
  const query = useShopTimeZone();
  const timeZone = query.data?.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    ready: !query.isPending,
    dateTime: (iso) => formatDateTime(iso, timeZone),
    day: (iso) => formatDay(iso, timeZone),
  };
}
