import { describe, expect, it } from 'vitest';
import { dayStart, formatDateTime, formatDay } from './dates';

describe('the dashboard’s dates', () => {
  it('tells a moment in the shop’s zone and names it, whatever the browser’s zone', () => {
    // 23:30 in New York is already the next day in UTC: the day the filters count it in.
    expect(formatDateTime('2026-11-28T23:30:00-05:00', 'UTC')).toBe('Nov 29, 2026, 4:30 AM UTC');
    expect(formatDay('2026-11-28T23:30:00-05:00', 'UTC')).toBe('2026-11-29');
    expect(formatDateTime('2026-11-28T23:30:00-05:00', 'Europe/Berlin')).toBe('Nov 29, 2026, 5:30 AM Europe/Berlin');
    expect(formatDay('2026-11-28T23:30:00-05:00', 'America/Los_Angeles')).toBe('2026-11-28');
  });

  it('begins a shop day at its local midnight', () => {
    expect(dayStart('2026-12-01', 'UTC')).toBe('2026-12-01T00:00:00.000Z');
    expect(dayStart('2026-12-01', 'Asia/Tokyo')).toBe('2026-11-30T15:00:00.000Z');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatDateTime('not a date', 'UTC')).toBe('not a date');
    expect(formatDay('', 'UTC')).toBe('');
  });
});
