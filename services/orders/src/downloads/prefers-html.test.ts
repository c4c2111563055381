import { describe, expect, it } from 'vitest';
import { prefersHtml } from './prefers-html.js';

describe('prefersHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', true],
    ['text/html', true],
    ['application/json, text/html;q=0.5', false],
    ['text/html;q=0.5, application/json', false],
    ['*/*', false],
    ['application/json', false],
    ['text/html;q=0', false],
    ['text/html;q=abc', false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });

  it('stays JSON without an Accept header', () => {
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('')).toBe(false);
  });
});
