import { describe, expect, it } from 'vitest';
import { matchesEtag, SAFE_METHODS } from './http-semantics.js';

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('%j → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});

describe('SAFE_METHODS', () => {
  it('holds the reads and no write', () => {
    expect([...SAFE_METHODS].sort()).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });
});
