import { BUILT_IN_SHOP_WORDS, misspellingMessage, normalizeWord } from '@shop/contracts';

const BUILT_IN_KEYS = new Set(BUILT_IN_SHOP_WORDS.map(normalizeWord));

/**
 * `ocrErrors` from the words the spell checker did not know, minus the shop's own words: one
 * message per word, first spelling kept, in reading order.
 */
export function buildOcrErrors(suspectWords: readonly string[], acceptedKeys: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const word of suspectWords) {
    const key = normalizeWord(word);
    if (key === '' || seen.has(key) || BUILT_IN_KEYS.has(key) || acceptedKeys.has(key)) continue;
    seen.add(key);
    errors.push(misspellingMessage(word));
  }
  return errors;
}

export function failureMessage(reason: string): string {
  return `OCR failed: ${reason.slice(0, 500)}`;
}
