import { describe, expect, it } from 'vitest';
import { hasWordOneEditAway } from './near-words.js';

const words = new Set(['welcome', 'grand', 'festival', 'beaches']);
const isWord = (candidate: string) => words.has(candidate);

describe('a word one edit away', () => {
  it('is found for a letter dropped, added, changed or two swapped, in any case', () => {
    expect(hasWordOneEditAway('FESTVAL', isWord)).toBe(true);
    expect(hasWordOneEditAway('Wellcome', isWord)).toBe(true);
    expect(hasWordOneEditAway('Grnad', isWord)).toBe(true);
    expect(hasWordOneEditAway('Beachs', isWord)).toBe(true);
    expect(hasWordOneEditAway('Grend', isWord)).toBe(true);
  });

  it('is not the word itself, nor one two edits away', () => {
    expect(hasWordOneEditAway('grand', isWord)).toBe(false);
    expect(hasWordOneEditAway('Gnrda', isWord)).toBe(false);
    expect(hasWordOneEditAway('Santorini', isWord)).toBe(false);
  });
});
