import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates';

describe('the dashboard’s dates', () => {
  it('tells a moment in the shop’s zone, UTC, and names it, whatever the browser’s zone', () => {
    // 23:30 in New York is already the next day in UTC: the day the filters count it in.
    expect(formatDateTime('2026-11-28T23:30:00-05:00')).toBe('Nov 29, 2026, 4:30 AM UTC');
    expect(formatDay('2026-11-28T23:30:00-05:00')).toBe('2026-11-29');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDay('')).toBe('');
  });
});
