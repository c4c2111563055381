import { describe, expect, it } from 'vitest';
import { dayIn, dayStartIn, daysSpanIn, isTimeZoneName, nextDay, TimeZoneSchema } from './time-zone.js';

describe('time zone names', () => {
  it('takes IANA names and UTC', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(isTimeZoneName(zone)).toBe(true);
    }
  });

  it('refuses offsets, which PostgreSQL would read with the sign reversed, and unknown names', () => {
    for (const zone of ['+01:00', '-05:00', 'Mars/Olympus', '', 'Europe/Berlin; drop table', '../etc']) {
      expect(isTimeZoneName(zone)).toBe(false);
    }
    expect(TimeZoneSchema.safeParse('+01:00').success).toBe(false);
    expect(TimeZoneSchema.parse(' Europe/Paris ')).toBe('Europe/Paris');
  });
});

describe('days in a zone', () => {
  it('starts a day at its local midnight', () => {
    expect(dayStartIn('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(dayStartIn('2026-11-29', 'Europe/Berlin').toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(dayStartIn('2026-07-01', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(dayStartIn('2026-11-29', 'America/Los_Angeles').toISOString()).toBe('2026-11-29T08:00:00.000Z');
  });

  it('spans whole local days, across a daylight-saving change (23 hours on the spring day)', () => {
    const span = daysSpanIn('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(span.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(span.end.getTime() - span.start.getTime()).toBe(23 * 3_600_000);
  });

  it('tells the local day of a moment', () => {
    const moment = new Date('2026-11-28T23:30:00Z');
    expect(dayIn(moment, 'UTC')).toBe('2026-11-28');
    expect(dayIn(moment, 'Europe/Berlin')).toBe('2026-11-29');
    expect(dayIn(moment, 'America/New_York')).toBe('2026-11-28');
  });

  it('steps to the next calendar day over month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
