import { describe, expect, it } from 'vitest';
import { SortedWords } from './sorted-words.js';

describe('SortedWords', () => {
  it('finds every word of the list and nothing else', () => {
    const words = ['backerei', 'creperie', 'cumpleanos', 'strasse', 'zurich'];
    const list = new SortedWords(words.join('\n') + '\n');
    expect(list.size).toBe(5);
    for (const word of words) expect(list.has(word)).toBe(true);
    for (const word of ['', 'a', 'creper', 'creperies', 'zzz', 'backere']) expect(list.has(word)).toBe(false);
  });

  it('reads a list without a final newline, and an empty one', () => {
    expect(new SortedWords('alpha\nbeta').has('beta')).toBe(true);
    expect(new SortedWords('').has('alpha')).toBe(false);
  });
});
