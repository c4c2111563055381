import { withoutAccents } from './accents.js';
import { commonestWordsOf } from './commonest-words.js';

/**
 * Languages written in Latin letters that prints carry and the judge has no dictionary for:
 * greetings and signs in Swedish, Norwegian, Danish, Polish, Czech, Hungarian, Turkish... Their
 * commonest words in subtitles (`commonest-words.ts`, as foreign-words.ts reads them for the six
 * languages it has dictionaries for).
 */
const OTHER_LANGUAGE_LISTS = [
  ...['afrikaans', 'albanian', 'catalan', 'czech', 'danish', 'estonian', 'finnish', 'hungarian'],
  ...['indonesian', 'latvian', 'lithuanian', 'norwegian', 'polish', 'romanian', 'slovak', 'slovenian'],
  ...['swedish', 'turkish'],
] as const;

/**
 * A language's commonest words only: further down its list, more of them are an English word with
 * a letter or two changed ("snech", "holls": 7,667th in Czech, 8,379th in Swedish).
 */
export const OTHER_LANGUAGE_RANK = 5_000;

/**
 * Shorter words are left out: a list of 10,000 words holds many short ones that an English word
 * with one letter changed spells ("gamla", "vand"), and a short word says little of a language.
 */
export const MIN_OTHER_LANGUAGE_LETTERS = 5;

export interface OtherLanguageWords {
  /**
   * Whether the word, in any case, with its accents or without them, is among the
   * OTHER_LANGUAGE_RANK commonest of one of those languages ("Gratulerer": Norwegian) and has
   * MIN_OTHER_LANGUAGE_LETTERS letters or more.
   */
  has(word: string): boolean;
}

export function loadOtherLanguageWords(): OtherLanguageWords {
  const words = new Set<string>();
  for (const list of OTHER_LANGUAGE_LISTS) {
    for (const word of commonestWordsOf(list, OTHER_LANGUAGE_RANK)) {
      if (word.length >= MIN_OTHER_LANGUAGE_LETTERS && /^\p{L}+$/u.test(word)) words.add(withoutAccents(word));
    }
  }
  return {
    has: (word) => word.length >= MIN_OTHER_LANGUAGE_LETTERS && words.has(withoutAccents(word.toLocaleLowerCase())),
  };
}
