import { hunspellChecker, loadHunspell } from './hunspell.js';
import { remembered } from './memo.js';

/**
 * Languages whose words count only beside another of their words: Welsh, Irish, Czech, Polish and
 * Turkish, common enough on prints ("Croeso i bawb", "Nollaig Shona", "Bar Mleczny") but with
 * dictionaries so large, and so full of short forms, that a garbled English word alone is often
 * one of their words. A line of them has two words or more that English lacks; a garble among
 * English words has one. (Basque's dictionary crashes hunspell-asm; Scottish Gaelic's too.)
 */
export const CONTEXT_LANGUAGES = ['cy', 'ga', 'cs', 'pl', 'tr'] as const;
export type ContextLanguage = (typeof CONTEXT_LANGUAGES)[number];

/**
 * The accented letters each language writes on a plain one, which a reader drops ("HOSPODA U
 * LIPY" for lípy, "GEILL SLI" for géill slí).
 */
const ACCENTS: Record<ContextLanguage, Readonly<Record<string, string>>> = {
  cy: { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û', w: 'ŵ', y: 'ŷ' },
  ga: { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' },
  cs: { a: 'á', c: 'č', d: 'ď', e: 'éě', i: 'í', n: 'ň', o: 'ó', r: 'ř', s: 'š', t: 'ť', u: 'úů', y: 'ý', z: 'ž' },
  pl: { a: 'ą', c: 'ć', e: 'ę', l: 'ł', n: 'ń', o: 'ó', s: 'ś', z: 'źż' },
  tr: { c: 'ç', g: 'ğ', i: 'ı', o: 'ö', s: 'ş', u: 'ü' },
};
/** A reader drops this many accents of one word at most; more is another word. */
const MAX_DROPPED_ACCENTS = 2;

export interface ContextLanguageWords {
  /**
   * The languages that write this word, as read or with up to MAX_DROPPED_ACCENTS accents a reader
   * dropped put back, in lower case or capitalised ("HOSPODA", "anglickeho": cs); empty when none.
   */
  languagesOf(word: string): ContextLanguage[];
  /**
   * The languages that write this word as a common word, in lower case (with dropped accents put
   * back as languagesOf does), not only as a name: "Carcassonne" and "Zakopane" are in their
   * dictionaries but say nothing of the line's language.
   */
  commonWordLanguagesOf(word: string): ContextLanguage[];
}

/** The word with up to `max` of its plain letters given an accent the language writes on them. */
function withAccentsPutBack(lower: string, accents: Readonly<Record<string, string>>, max: number): string[] {
  const found: string[] = [];
  const walk = (from: number, word: string, left: number) => {
    for (let at = from; at < word.length && left > 0; at += 1)
      for (const accented of accents[word.charAt(at)] ?? '') {
        const candidate = word.slice(0, at) + accented + word.slice(at + 1);
        found.push(candidate);
        walk(at + 1, candidate, left - 1);
      }
  };
  walk(0, lower, max);
  return found;
}

/**
 * The dictionaries are read and loaded into Hunspell the first time a word is asked about (about
 * 1 s and 120 MB for the five): most shops' prints never need them.
 */
export async function loadContextLanguageWords(): Promise<ContextLanguageWords> {
  const factory = await loadHunspell();
  let checkers: { language: ContextLanguage; spell(word: string): boolean }[] | undefined;
  const loaded = () =>
    (checkers ??= CONTEXT_LANGUAGES.map((language) => {
      const checker = hunspellChecker(factory, language);
      return { language, spell: (word: string) => checker.spell(word) };
    }));
  const answer = (word: string, proper: boolean): ContextLanguage[] => {
    if (!/^\p{L}{2,}$/u.test(word)) return [];
    const lower = word.toLocaleLowerCase();
    const capitalised = (form: string) => form.charAt(0).toLocaleUpperCase() + form.slice(1);
    const plain = /^[a-z]+$/.test(lower);
    return loaded()
      .filter(({ language, spell }) => {
        const spelled = (form: string) => spell(form) || (proper && spell(capitalised(form)));
        if (spelled(lower) || (proper && spell(word))) return true;
        return plain && withAccentsPutBack(lower, ACCENTS[language], MAX_DROPPED_ACCENTS).some(spelled);
      })
      .map(({ language }) => language);
  };
  const answers = new Map<string, ContextLanguage[]>();
  const commonAnswers = new Map<string, ContextLanguage[]>();
  return {
    languagesOf: (word) => remembered(answers, word, () => answer(word, true)),
    commonWordLanguagesOf: (word) => remembered(commonAnswers, word.toLocaleLowerCase(), () => answer(word, false)),
  };
}
