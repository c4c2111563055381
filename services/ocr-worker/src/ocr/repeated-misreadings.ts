import { LETTERS } from './lexicon/typo-edits.js';
import type { SpellChecker } from './spellcheck.js';

/** Misspellings of an image that one letter misread the same way mends: the reader's, not typos. */
export const REPEATED_MISREADING_WORDS = 3;

/**
 * Each way of making the word a dictionary word by changing one letter, as "read>meant", lower
 * case: "Eridays" gives "e>f" (Fridays).
 */
function oneLetterFixes(word: string, spell: SpellChecker): Set<string> {
  const fixes = new Set<string>();
  const letters = Array.from(word);
  letters.forEach((read, at) => {
    for (const meant of LETTERS) {
      if (meant === read.toLowerCase()) continue;
      const cased = read === read.toUpperCase() ? meant.toUpperCase() : meant;
      if (spell.isKnown([...letters.slice(0, at), cased, ...letters.slice(at + 1)].join('')))
        fixes.add(`${read.toLowerCase()}>${meant}`);
    }
  });
  return fixes;
}

/**
 * The findings without their misspellings when one letter, read as the same other letter in each
 * of them, makes words of them all: "#FridaysForFuture" read "#EridaysEorEuture" (every F of one
 * face read as an E) is the reader's confusion, not three typos; an image generator's typos do
 * not repeat so. Three at least: two short words share a fix by chance ("Slae" and "Wintre":
 * "Slay" and "Wintry").
 */
export function withoutRepeatedMisreading<T extends { finding: { kind: string; word: string } }>(
  found: readonly T[],
  spell: SpellChecker,
): T[] {
  const misspellings = found.filter(({ finding }) => finding.kind === 'misspelling');
  if (misspellings.length < REPEATED_MISREADING_WORDS) return [...found];
  const [first, ...rest] = misspellings.map(({ finding }) => oneLetterFixes(finding.word, spell));
  const shared = [...(first ?? [])].some((key) => rest.every((fixes) => fixes.has(key)));
  return shared ? found.filter(({ finding }) => finding.kind !== 'misspelling') : [...found];
}
