import { normalizeWord } from '@shop/contracts';
import { withoutAccents } from './lexicon/accents.js';
import { isOneTypoFrom } from './lexicon/typo-edits.js';
import type { SpellChecker } from './spellcheck.js';

/*
 * What a reader gets wrong that an image generator does not: the judge's clues that two readings
 * of a place differ by the reading, not by the image (see wordFindings).
 */

/** One letter more than `shorter`, at its start or its end, case aside: "Graduaton" of "raduaton". */
export function isEdgeLetterMore(longer: string, shorter: string): boolean {
  const [long, short] = [normalizeWord(longer), normalizeWord(shorter)];
  return long.length === short.length + 1 && (long.endsWith(short) || long.startsWith(short));
}

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
/** Consonants that sound alike, which people put for each other when they spell: "Sause", "Magik". */
const SOUND_ALIKES = new Set(
  ['cs', 'ck', 'sz', 'kq', 'gj', 'fv', 'dt', 'bp', 'mn', 'xz'].flatMap((pair) => [pair, [...pair].reverse().join('')]),
);

/**
 * One consonant put for another, of another sound, makes a common word of it, and no typo of an
 * image generator's kind (see isOneTypoFrom) does: "Gingen" (ginger), "NELCOME" (welcome); not
 * "Specrial", nor "Sause" (sauce), a misspelling by ear.
 */
export function isConsonantMisreading(token: string, spell: SpellChecker): boolean {
  const lower = token.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || isOneTypoFrom(lower, (candidate) => spell.isCommonWord(candidate))) return false;
  let misread = false;
  for (let at = 0; at < lower.length; at++) {
    const letter = lower.charAt(at);
    if (!CONSONANTS.includes(letter)) continue;
    for (const other of CONSONANTS) {
      // A frequent word: hunspell's rare ones lie a consonant from many garbles ("Zoue": moue, roue).
      if (other === letter || !spell.isTypoSource(lower.slice(0, at) + other + lower.slice(at + 1))) continue;
      // A word one sound-alike away ("Sause": sauce) makes it a misspelling, whatever else is near.
      if (SOUND_ALIKES.has(letter + other)) return false;
      misread = true;
    }
  }
  return misread;
}

/**
 * A capital I lost before the l's it stands beside ("llustrated" for "Illustrated", "LLUSTRATED"):
 * in many faces "Il" is two strokes like "ll", and a reader that counts strokes drops one. No
 * English word starts "ll", so a reading that does, and is a common word with an "i" before it,
 * is that word misread, not a generator's typo.
 */
export function isLostInitialI(token: string, spell: SpellChecker): boolean {
  const lower = token.toLowerCase();
  return lower.startsWith('ll') && spell.isCommonWord(`i${lower}`);
}

/**
 * The token with the accented letters another reading of the same letters has where it has their
 * plain ones ("Saint-Exupery" and "Sainl-Exupéry": "Saint-Exupéry"); undefined when no reading of
 * the same length adds one.
 */
export function othersAccentsOn(token: string, others: readonly { token: string }[]): string | undefined {
  const own = Array.from(token.normalize('NFC'));
  for (const other of others) {
    const theirs = Array.from(other.token.normalize('NFC'));
    if (theirs.length !== own.length) continue;
    let added = false;
    const letters = own.map((letter, at) => {
      const their = theirs[at] ?? letter;
      const plain = withoutAccents(their);
      if (their === plain || plain.toLowerCase() !== letter.toLowerCase()) return letter;
      added = true;
      return letter === letter.toUpperCase() ? their.toUpperCase() : their.toLowerCase();
    });
    if (added) return letters.join('');
  }
  return undefined;
}
