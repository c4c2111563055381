import { describe, expect, it } from 'vitest';
import { waitMinutes } from './wait-minutes';

describe('waitMinutes', () => {
  it('reads minutes, turns seconds into whole minutes, and never says 0', () => {
    expect(waitMinutes('Too many requests. Please try again in 12 minutes.')).toBe(12);
    expect(waitMinutes('Too many requests. Please wait 61 seconds and try again.')).toBe(2);
    expect(waitMinutes('Please wait 5 seconds and try again.')).toBe(1);
    expect(waitMinutes('Too many requests.')).toBe(15);
  });
});
