import { BUILT_IN_SHOP_WORDS, MAX_OCR_SUGGESTIONS, normalizeWord } from '@shop/contracts';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { createGazetteer, type Gazetteer } from './gazetteer.js';
import { hasWordOneEditAway } from './near-words.js';
import { SIGN_ABBREVIATIONS } from './sign-words.js';

/** What the spell check needs of a word read: its text and tesseract's confidence (0-100). */
interface ReadWord {
  text: string;
  confidence: number;
}

/** Background patterns read as words stay below this; real text, even misspelled, is read far above it. */
export const MIN_WORD_CONFIDENCE = 60;
/** A word is called misspelled only when tesseract was this sure it read it right. */
export const MIN_SUSPECT_CONFIDENCE = 70;
const MIN_LETTERS = 3;

export interface SpellChecker {
  isKnown(word: string): boolean;
  /**
   * Known in lower case: a common word, not only a name or an abbreviation ("Ian", "hgt"), which
   * a misspelling cut in two would too easily end in.
   */
  isCommonWord(word: string): boolean;
  /** A common word lies one edit away: a token this near a word is a typo of it, not a name or a glue. */
  isNearCommonWord(word: string): boolean;
  /**
   * The nearest dictionary words to a misspelling, likeliest first, at most MAX_OCR_SUGGESTIONS,
   * in the case of the word read ("SUMMR" → "SUMMER", "Sumr" → "Summer"); none for a word longer
   * than MAX_SUGGESTED_LETTERS.
   */
  suggest(word: string): string[];
}

/**
 * nspell's suggest costs 1-30 ms of CPU for a word with a near neighbour, but 100-230 ms when it
 * finds none one edit away and tries two (garbage letter runs, long words); above this length it
 * is not asked at all.
 */
export const MAX_SUGGESTED_LETTERS = 15;
/** Suggestions are kept per lower-case word: artworks of a series repeat their misspellings. */
const SUGGESTION_CACHE_SIZE = 500;

const sortedLetters = (word: string) => [...word].sort().join('');

/** Edits from one word to the other: a letter added, dropped or changed, or two neighbours swapped. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i];
    if (!row) continue;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** A dictionary word in the case of the word read: ALL CAPS, Capitalized, or as the dictionary has it. */
export function inCaseOf(read: string, suggestion: string): string {
  const letters = read.replace(/\P{L}/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return suggestion.toUpperCase();
  const first = letters.charAt(0);
  if (first !== '' && first === first.toUpperCase()) return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  return suggestion;
}

/**
 * A hunspell English dictionary (nspell + dictionary-en), plus the shop's own words and the names
 * of places (a place name is no misspelling: "Reykjavik", "Oaxaca") and the abbreviations of
 * signs ("Intl", "24 hrs"), which are not glue parts. The curators' words are
 * applied by the catalog, which drops their findings.
 */
export function createSpellChecker(
  extraWords: readonly string[] = BUILT_IN_SHOP_WORDS,
  places: Gazetteer | null = createGazetteer(),
): SpellChecker {
  const spell = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
  const extra = new Set(extraWords.map(normalizeWord));
  const suggestions = new Map<string, string[]>();
  /**
   * Lower case in, so every casing of a word shares one entry. nspell's order is not by nearness
   * ("slae": slap, slat, slaw, sale): nearest first, then words made of the very letters read (a
   * swap: "sale"), then common words before names.
   */
  const suggestLower = (lower: string): string[] => {
    const cached = suggestions.get(lower);
    if (cached) return cached;
    const letters = sortedLetters(lower);
    const rank = (word: string) =>
      editDistance(lower, word.toLowerCase()) * 4 +
      (sortedLetters(word.toLowerCase()) === letters ? 0 : 2) +
      (word === word.toLowerCase() ? 0 : 1);
    const ranked = spell
      .suggest(lower)
      .filter((word) => !/\s/.test(word))
      .map((word, order) => ({ word, order, rank: rank(word) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ word }) => word);
    if (suggestions.size >= SUGGESTION_CACHE_SIZE) {
      const oldest = suggestions.keys().next();
      if (!oldest.done) suggestions.delete(oldest.value);
    }
    suggestions.set(lower, ranked);
    return ranked;
  };
  return {
    isKnown(word) {
      const key = normalizeWord(word);
      if (extra.has(key) || SIGN_ABBREVIATIONS.has(key) || places?.isPlaceName(word)) return true;
      const parts = word.split(/[-‐]/);
      if (parts.length > 1) return parts.every((part) => part.length < 2 || this.isKnown(part));
      if (spell.correct(word)) return true;
      const lower = word.toLowerCase();
      // OCR and designers change case freely: "OPENING", "Opening" and "opening" are one word.
      return spell.correct(lower) || spell.correct(lower.charAt(0).toUpperCase() + lower.slice(1));
    },
    isCommonWord(word) {
      return extra.has(normalizeWord(word)) || spell.correct(word.toLowerCase());
    },
    isNearCommonWord(word) {
      return hasWordOneEditAway(word, (candidate) => spell.correct(candidate));
    },
    suggest(word) {
      if (word.length > MAX_SUGGESTED_LETTERS) return [];
      const lower = word.toLowerCase();
      const cased: string[] = [];
      for (const suggestion of suggestLower(lower)) {
        const candidate = inCaseOf(word, suggestion);
        if (candidate.toLowerCase() === lower || cased.includes(candidate)) continue;
        cased.push(candidate);
        if (cased.length === MAX_OCR_SUGGESTIONS) break;
      }
      return cased;
    },
  };
}

/**
 * Short words that a reader glues to their neighbour ("atdusk", "Coffeeand"); other parts of a
 * glued token need 3+ letters, so a misspelling is not explained away as two scraps ("Yo ag").
 */
const SHORT_WORDS = new Set(['a', 'an', 'as', 'at', 'by', 'in', 'is', 'it', 'of', 'on', 'or', 'to', 'up']);
/** A glued token is split into at most this many dictionary words ("SummerArtFestival"). */
const MAX_GLUED_WORDS = 3;

/**
 * The dictionary words a token is made of when a reader left out the spaces between them
 * ("Coffeeand" → ["Coffee", "and"], "HarborLights" → ["Harbor", "Lights"], "SaleendsSunday" →
 * ["Sale", "ends", "Sunday"]); undefined when it is not such a token. A capital after a small
 * letter always starts a word (a known one: a name will do); a run without one is cut into at
 * most MAX_GLUED_WORDS common words, unless it is one edit from a common word: "Wellcome" is a
 * misspelling of "Welcome", not "Well come". An ALL-CAPS token is never cut: there a glue cannot
 * be told from a misspelling ("FUTRUE" is not "FUT RUE").
 */
export function gluedWords(token: string, spell: SpellChecker): string[] | undefined {
  if (token === token.toUpperCase()) return undefined;
  const segments = token.split(/(?<=\p{Ll})(?=\p{Lu})/u);
  if (segments.length === 1) return spell.isNearCommonWord(token) ? undefined : gluedRun(token, spell);
  const words: string[] = [];
  for (const segment of segments) {
    if (segment.length >= MIN_LETTERS && spell.isKnown(segment)) words.push(segment);
    else if (isGluePart(segment, spell)) words.push(segment);
    else {
      const run = spell.isNearCommonWord(segment) ? undefined : gluedRun(segment, spell);
      if (!run) return undefined;
      words.push(...run);
    }
  }
  return words;
}

/** A run of small letters cut into common words, the longest first word first. */
function gluedRun(token: string, spell: SpellChecker, parts = MAX_GLUED_WORDS): string[] | undefined {
  for (let cut = token.length - 1; cut >= 1; cut--) {
    const head = token.slice(0, cut);
    const tail = token.slice(cut);
    if (!isGluePart(head, spell)) continue;
    if (isGluePart(tail, spell)) return [head, tail];
    const rest = parts > 2 ? gluedRun(tail, spell, parts - 1) : undefined;
    if (rest) return [head, ...rest];
  }
  return undefined;
}

function isGluePart(part: string, spell: SpellChecker): boolean {
  if (!/^\p{L}+$/u.test(part)) return false;
  if (part.length < MIN_LETTERS) return SHORT_WORDS.has(part.toLowerCase());
  return spell.isCommonWord(part);
}

/** The letters of a token, without edge punctuation; undefined when it is not a word (numbers, symbols). */
export function cleanToken(text: string): string | undefined {
  const trimmed = text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (trimmed.length < MIN_LETTERS) return undefined;
  if (!/^[\p{L}]+(?:['’-][\p{L}]+)*$/u.test(trimmed)) return undefined;
  return trimmed;
}

/** Words worth keeping from one recognition: real letters (edge punctuation cut), read with some confidence. */
export function keptWords<W extends ReadWord>(words: readonly W[]): W[] {
  return words.flatMap((word) => {
    const text = cleanToken(word.text);
    return text && word.confidence >= MIN_WORD_CONFIDENCE ? [{ ...word, text }] : [];
  });
}
