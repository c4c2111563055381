import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './content-negotiation.js';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['br, gzip, deflate', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0.5', true],
    ['deflate, br', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header === undefined ? {} : { 'accept-encoding': header })).toBe(expected);
  });
});
