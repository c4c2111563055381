import { BUILT_IN_SHOP_WORDS, normalizeWord } from '@shop/contracts';
import dictionary from 'dictionary-en';
import nspell from 'nspell';

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
}

/** A hunspell English dictionary (nspell + dictionary-en), plus the shop's own words. */
export function createSpellChecker(extraWords: readonly string[] = BUILT_IN_SHOP_WORDS): SpellChecker {
  const spell = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
  const extra = new Set(extraWords.map(normalizeWord));
  return {
    isKnown(word) {
      if (extra.has(normalizeWord(word))) return true;
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
 * ("Coffeeand" → ["Coffee", "and"], "HarborLights" → ["Harbor", "Lights"]); undefined when it
 * is not such a token. A token with capitals inside is cut only before them; an ALL-CAPS one is
 * never cut: there a glue cannot be told from a misspelling ("FUTRUE" is not "FUT RUE").
 */
export function gluedWords(token: string, spell: SpellChecker, parts = MAX_GLUED_WORDS): string[] | undefined {
  if (token === token.toUpperCase()) return undefined;
  const camel = /\p{Ll}\p{Lu}/u.test(token);
  for (let cut = token.length - 1; cut >= 1; cut--) {
    if (camel && !/\p{Ll}\p{Lu}/u.test(token.slice(cut - 1, cut + 1))) continue;
    const head = token.slice(0, cut);
    const tail = token.slice(cut);
    if (!isGluePart(head, spell)) continue;
    if (isGluePart(tail, spell)) return [head, tail];
    const rest = parts > 2 ? gluedWords(tail, spell, parts - 1) : undefined;
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
