import { isOneTypoFrom } from './lexicon/typo-edits.js';

/**
 * Whether some word one edit away (a letter dropped, added or changed, or two neighbours swapped)
 * passes `isWord`. Typos are mostly one edit from the word meant ("Wellcome", "Santorin"), while a
 * name or words glued together are seldom one edit from any word ("Santorini", "Saleends").
 * About 54 candidates a letter, each one look-up.
 */
export function hasWordOneEditAway(word: string, isWord: (candidate: string) => boolean): boolean {
  return isOneTypoFrom(word, isWord, { lookAlikes: false, substitutions: true });
}
