import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { withoutAccents } from './accents.js';
import { commonestWordsOf } from './commonest-words.js';
import { hunspellChecker, loadHunspell } from './hunspell.js';
import { remembered } from './memo.js';
import { SortedWords } from './sorted-words.js';

/** The languages whose words are common on prints besides English. */
export const FOREIGN_LANGUAGES = ['fr', 'de', 'es', 'it', 'pt', 'nl'] as const;
export type ForeignLanguage = (typeof FOREIGN_LANGUAGES)[number];

export interface ForeignWords {
  /**
   * The languages that have this word, as written or with the accents a reader dropped
   * ("Crêperie" and "Creperie": fr); empty when none does.
   */
  languagesOf(word: string): ForeignLanguage[];
  /**
   * The languages that have this word only with accents a reader dropped ("Caffe": it, which
   * writes "caffè"), not as written; empty when none.
   */
  accentsDroppedIn(word: string): ForeignLanguage[];
  /**
   * Whether the word is among the 10,000 commonest of one of the languages (as written or without
   * its accents): "Salud", "Feita", "Mangia", not a rare form such as "Entrence" (es, of
   * "entrenar") that a misspelling of an English word happens to spell.
   */
  isCommon(word: string): boolean;
  /**
   * The common accented word this reading is, but for one accented letter read as one or two
   * plain letters ("Cumpleaios" for "cumpleaños": the ñ read as an i), lower case; undefined when
   * none. A reader trained on English misreads accented letters most: a reading that differs
   * from a common word only there is that word misread, not an image generator's typo.
   */
  accentMisreadOf(word: string): string | undefined;
  /**
   * The word of one of `languages` this reading is but for one letter the scene-text reader cannot
   * write (UNWRITABLE_LETTERS: its alphabet has é and ü, not ö, ñ or ç), which it dropped
   * ("Kln" for "Köln") or, in a longer word, read as one or two other letters; undefined when none.
   */
  unwritableLetterLostIn(word: string, languages: readonly ForeignLanguage[]): string | undefined;
}

/**
 * The accented letters of the six languages that the scene-text recognizer's alphabet lacks
 * (PP-OCRv4's ppocr_keys_v1 has á à ä é è í ì ó ò ú ü, not these): it cannot read them, only
 * drop them or put another letter in their place.
 */
export const UNWRITABLE_LETTERS = ['â', 'ã', 'å', 'ç', 'ê', 'ë', 'î', 'ï', 'ñ', 'ô', 'ö', 'õ', 'ù', 'û', 'ß'] as const;
/** From this many letters read, a lost letter may also have been read as another one or two. */
const MIN_UNWRITABLE_MISREAD_LETTERS = 6;

/** Each language's commonest words in subtitles (hermitdave's FrequencyWords, via the npm package). */
const FREQUENT_WORD_LISTS: Record<ForeignLanguage, string> = {
  fr: 'french',
  de: 'german',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
};

/**
 * The languages' commonest words, lower case, with and without their accents; and each accented
 * one by its letters without accents ("cumpleanos": cumpleaños).
 */
function commonWords(): { common: Set<string>; accentedByPlain: Map<string, string> } {
  const common = new Set<string>();
  const accentedByPlain = new Map<string, string>();
  for (const list of Object.values(FREQUENT_WORD_LISTS)) {
    for (const word of commonestWordsOf(list)) {
      common.add(word);
      const plain = withoutAccents(word);
      common.add(plain);
      if (plain !== word && /^[a-z]+$/.test(plain) && !accentedByPlain.has(plain)) accentedByPlain.set(plain, word);
    }
  }
  return { common, accentedByPlain };
}

/**
 * A French or Italian word after an elided article or preposition ("d'Isere", "l'Etoile",
 * "dell'Arte"): the word is judged alone, by the languages that elide.
 */
const ELIDED = /^(?:c|d|j|l|m|n|s|t|qu|all|dall|dell|nell|sull|un)['’](\p{L}{3,})$/iu;
const ELIDING_LANGUAGES: readonly ForeignLanguage[] = ['fr', 'it'];

/** The plain letters accented letters are written on. */
const ACCENTED_BASES = ['a', 'c', 'e', 'i', 'n', 'o', 'u'];
/** Shorter words are too easily another word with a letter changed. */
const MIN_ACCENT_MISREAD_LETTERS = 6;

/**
 * The accented word whose one accented letter (in `accentedByPlain`'s words, one code point per
 * letter in NFC) the reading has as one or two other plain letters.
 */
function accentMisread(word: string, accentedByPlain: ReadonlyMap<string, string>): string | undefined {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || lower.length < MIN_ACCENT_MISREAD_LETTERS) return undefined;
  for (let at = 0; at < lower.length; at += 1)
    for (const width of [1, 2])
      for (const base of ACCENTED_BASES) {
        const plain = lower.slice(0, at) + base + lower.slice(at + width);
        if (plain === lower) continue;
        const accented = accentedByPlain.get(plain);
        if (accented !== undefined && accented.length === plain.length && accented[at] !== plain[at]) return accented;
      }
  return undefined;
}

const assetsDir = () => join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'foreign-words');

/** The accented forms of a language, written without accents (tools/build-foreign-words.mjs). */
function unaccentedForms(language: ForeignLanguage): SortedWords {
  return new SortedWords(
    gunzipSync(readFileSync(join(assetsDir(), `${language}-unaccented.txt.gz`))).toString('latin1'),
  );
}

/** The cases a word may be written in on a print, as a dictionary would hold it. */
const casings = (word: string) => {
  const lower = word.toLocaleLowerCase();
  return [...new Set([lower, lower.charAt(0).toLocaleUpperCase() + lower.slice(1), word])];
};

/** Whether a language's checker spells the word in one of the cases a print may write it in. */
const spells = (checker: { spell(word: string): boolean }, word: string) =>
  casings(word).some((casing) => checker.spell(casing));

/**
 * French, German, Spanish, Italian, Portuguese and Dutch as Hunspell checks them (hunspell-asm: the C++
 * engine in WebAssembly, about 2 s and 60 MB for the first five, where nspell took 12 s and 600 MB for
 * French alone), plus each language's accented forms without their accents.
 */
export async function loadForeignWords(): Promise<ForeignWords> {
  const factory = await loadHunspell();
  const checkers = FOREIGN_LANGUAGES.map((language) => {
    const checker = hunspellChecker(factory, language);
    return { language, checker, unaccented: unaccentedForms(language) };
  });
  // A WebAssembly call a casing and a language (about 25 µs each): answers are kept per word.
  const answers = new Map<string, { languages: ForeignLanguage[]; accentsDropped: ForeignLanguage[] }>();
  const answer = (word: string): { languages: ForeignLanguage[]; accentsDropped: ForeignLanguage[] } =>
    remembered(answers, word, () => {
      const plain = /^[a-z]+$/i.test(word) ? word.toLowerCase() : undefined;
      const languages: ForeignLanguage[] = [];
      const accentsDropped: ForeignLanguage[] = [];
      for (const { language, checker, unaccented } of checkers) {
        const written = spells(checker, word);
        const stripped = plain !== undefined && unaccented.has(plain);
        if (written || stripped) languages.push(language);
        if (stripped && !written) accentsDropped.push(language);
      }
      // Hunspell spells "d'Isère", but the forms without accents are of whole words only: an
      // elided article or preposition takes the word after it as that word's language has it.
      const elided = languages.length === 0 ? ELIDED.exec(word) : null;
      if (elided?.[1]) {
        const after = answer(elided[1]);
        return {
          languages: after.languages.filter((language) => ELIDING_LANGUAGES.includes(language)),
          accentsDropped: after.accentsDropped.filter((language) => ELIDING_LANGUAGES.includes(language)),
        };
      }
      return { languages, accentsDropped };
    });
  const { common, accentedByPlain } = commonWords();
  const misreads = new Map<string, string>();
  // A word with a letter the scene-text reader cannot write carries an accent (or is German's ß):
  // its form without them is in the language's list, a lookup where Hunspell is a WebAssembly call
  // a casing, so Hunspell is asked only of those. (The doubted-letter searches ask this of
  // thousands of candidates on some images: 2-3 s of CPU an image before.) Compounds Hunspell
  // builds at run time, which the lists do not hold, are left out.
  const spelledIn = (word: string, languages: readonly ForeignLanguage[]) => {
    const plain = withoutAccents(word).replaceAll('ß', 'ss').toLowerCase();
    return checkers.some(
      ({ language, checker, unaccented }) =>
        languages.includes(language) && unaccented.has(plain) && spells(checker, word),
    );
  };
  const lostLetters = new Map<string, string>();
  const unwritableLost = (word: string, languages: readonly ForeignLanguage[]): string | undefined => {
    if (!/^\p{L}+$/u.test(word)) return undefined;
    const widths = word.length >= MIN_UNWRITABLE_MISREAD_LETTERS ? [0, 1, 2] : [0];
    for (let at = 0; at <= word.length; at += 1)
      for (const width of widths) {
        if (at + width > word.length) continue;
        for (const letter of UNWRITABLE_LETTERS) {
          const candidate = word.slice(0, at) + letter + word.slice(at + width);
          if (spelledIn(candidate, languages)) return candidate;
        }
      }
    return undefined;
  };
  return {
    languagesOf: (word) => answer(word).languages,
    accentsDroppedIn: (word) => answer(word).accentsDropped,
    isCommon: (word) => common.has(word.toLocaleLowerCase()),
    // '' for none: the memo keeps no undefined.
    accentMisreadOf: (word) =>
      remembered(misreads, word, () => accentMisread(word, accentedByPlain) ?? '') || undefined,
    unwritableLetterLostIn: (word, languages) =>
      remembered(
        lostLetters,
        `${word} ${[...languages].sort().join(',')}`,
        () => unwritableLost(word, languages) ?? '',
      ) || undefined,
  };
}
