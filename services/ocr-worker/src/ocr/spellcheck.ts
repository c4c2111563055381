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
  };
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
