import { describe, expect, it } from 'vitest';
import { rateLimitMessage } from './security.plugin.js';

describe('rateLimitMessage', () => {
  it('says minutes, rounded up, never seconds', () => {
    expect(rateLimitMessage(861_000)).toBe('Too many requests. Please wait 15 minutes and try again.');
    expect(rateLimitMessage(60_000)).toBe('Too many requests. Please wait 1 minute and try again.');
    expect(rateLimitMessage(61_000)).toBe('Too many requests. Please wait 2 minutes and try again.');
  });

  it('asks for at least one minute', () => {
    expect(rateLimitMessage(0)).toBe('Too many requests. Please wait 1 minute and try again.');
    expect(rateLimitMessage(900)).toMatch(/wait 1 minute and/);
  });
});
