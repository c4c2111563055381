import { z } from 'zod';
import { TZDate } from '@date-fns/tz';

/** What every day and time is told in until the artist chooses the shop's zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * An IANA zone name ("Europe/Berlin", "America/New_York", "UTC") that this runtime's Intl knows.
 * Offsets like "+01:00" are refused: PostgreSQL reads a bare offset as POSIX, with the sign the
 * other way round, so a name is the one spelling both sides read alike.
 */
export function isTimeZoneName(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZoneName, 'Expected a time zone name like Europe/Berlin or UTC');

const DAY_MS = 86_400_000;

/** The calendar day after `day` ("2026-12-31" → "2027-01-01"). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The moment a calendar day (`YYYY-MM-DD`) begins in `timeZone`: "2026-11-29" in Europe/Berlin is
 * 2026-11-28T23:00:00Z. Where a daylight-saving change skips midnight, the day begins at the first
 * moment it has.
 */
export function dayStartIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/** `[start, end)` of the inclusive days `from`..`to` in `timeZone`, as date filters take them. */
export function daysSpanIn(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: dayStartIn(from, timeZone), end: dayStartIn(nextDay(to), timeZone) };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) a moment falls on in `timeZone`. */
export function dayIn(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}
