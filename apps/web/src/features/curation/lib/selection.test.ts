import { describe, expect, it } from 'vitest';
import { clickSelection } from './selection';

const shown = ['a', 'b', 'c', 'd', 'e'];
const sorted = (set: Set<string>) => [...set].sort();

describe('clickSelection', () => {
  it('toggles one work on a plain click', () => {
    expect(sorted(clickSelection(new Set(), shown, 'b', null, false))).toEqual(['b']);
    expect(sorted(clickSelection(new Set(['b', 'c']), shown, 'b', 'c', false))).toEqual(['c']);
  });

  it('selects the range from the anchor on a shift-click, in either direction', () => {
    expect(sorted(clickSelection(new Set(['b']), shown, 'd', 'b', true))).toEqual(['b', 'c', 'd']);
    expect(sorted(clickSelection(new Set(['d']), shown, 'a', 'd', true))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clears the range when the shift-clicked work was selected', () => {
    expect(sorted(clickSelection(new Set(shown), shown, 'd', 'b', true))).toEqual(['a', 'e']);
  });

  it('falls back to a plain toggle when the anchor is no longer shown', () => {
    expect(sorted(clickSelection(new Set(), shown, 'c', 'gone', true))).toEqual(['c']);
  });
});
