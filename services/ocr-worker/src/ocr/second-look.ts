import type { RotatedRect } from './scene-text-geometry.js';
import { cleanToken, type SpellChecker } from './spellcheck.js';
import type { WordBox } from './word-box.js';

/**
 * A flagged word is read again from crops of its box: each side widened by these shares of the
 * box's height, and cut to these shares of its height about its middle. The recognizer scales a
 * line to 48 px high and collapses a doubled letter it sees as one, so the loose box of a script
 * line (its flourishes) can lose a letter that a tighter crop keeps: the development set's one
 * correct image flagged, a script "Just Married" read "Maried", reads "Married" from 3 to 5 of
 * these 6 crops.
 */
export const SECOND_LOOK_MARGINS = [0.15, 0.45] as const;
export const SECOND_LOOK_HEIGHTS = [1, 0.8, 0.6] as const;
/** Crops that must read the same dictionary word for it to overrule the first reading. */
export const SECOND_LOOK_VOTES = 2;
/** Every character of a crop's reading must be this sure (0-100) for it to vote. */
export const SECOND_LOOK_LETTER = 60;
/** At most this many letters the first reading lost. */
const MAX_LOST_LETTERS = 2;
/** Findings of one image given a second look: six recognizer runs each, a few ms of CPU apiece. */
export const MAX_SECOND_LOOKS = 6;

/** One crop's reading: its text and its least sure character (0-100). */
export interface SecondReading {
  text: string;
  leastSure: number;
}

/** The upright crops of a word's box (in the image's pixels) that a second look reads. */
export function secondLookRects(box: WordBox, image: { width: number; height: number }): RotatedRect[] {
  const height = box.bottom - box.top;
  const middle = (box.top + box.bottom) / 2;
  if (height < 1 || box.right - box.left < 1) return [];
  return SECOND_LOOK_MARGINS.flatMap((margin) => {
    const left = Math.max(0, box.left - margin * height);
    const right = Math.min(image.width, box.right + margin * height);
    return SECOND_LOOK_HEIGHTS.map((share): RotatedRect => {
      const top = Math.max(0, middle - (share * height) / 2);
      const bottom = Math.min(image.height, middle + (share * height) / 2);
      return {
        origin: { x: left, y: top },
        along: { x: 1, y: 0 },
        across: { x: 0, y: 1 },
        width: right - left,
        height: Math.max(1, bottom - top),
      };
    });
  });
}

/** A word with each run of one letter written once: "married" is "maried". */
const singled = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');

/**
 * `longer` is `read` with one or two letters put back, case aside, each doubling its neighbour
 * ("Maried" in "Married"). A recognizer that decodes letter by letter (CTC) loses a letter by
 * merging it into the same letter beside it; a letter between others it reads or misreads, it
 * does not lose: "EVERYTHNG" (a generator's dropped I) read so at 91, two of six crops put an I
 * back.
 */
function withLettersPutBack(read: string, longer: string): boolean {
  const a = read.toLowerCase();
  const b = longer.toLowerCase();
  const lost = b.length - a.length;
  if (lost < 1 || lost > MAX_LOST_LETTERS) return false;
  let matched = 0;
  for (const letter of b) if (letter === a[matched]) matched += 1;
  return matched === a.length && singled(a) === singled(b);
}

/** Whether a second look could clear the word: a dictionary word is it with a letter or two put back. */
export function mayHaveLostLetters(word: string, spell: SpellChecker): boolean {
  return spell.suggest(word).some((suggestion) => withLettersPutBack(word, suggestion));
}

/**
 * The word the image says where `word` was read, when SECOND_LOOK_VOTES crops of a second look
 * read, surely, one dictionary word that is `word` with a letter or two put back: the first
 * reading lost them (a misreading), the image did not. Only lost letters are put back: a
 * recognizer collapses letters (over the 403 development images, crops read "Pizzza" as "pizza",
 * "CIIDER" as "cider", "LAITE" as "late") and confuses look-alikes ("Shakc" as "shake"), but no
 * crop of a generator's typo read a letter it lacks. Undefined when the second look does not
 * settle it: the finding stands.
 */
export function wordOnSecondLook(
  word: string,
  readings: readonly SecondReading[],
  spell: SpellChecker,
): string | undefined {
  const votes = new Map<string, { word: string; count: number }>();
  for (const reading of readings) {
    if (reading.leastSure < SECOND_LOOK_LETTER) continue;
    const tokens = reading.text.split(/\s+/).filter(Boolean);
    const token = tokens.length === 1 ? cleanToken(tokens[0] ?? '') : undefined;
    if (!token || !withLettersPutBack(word, token) || !spell.isKnown(token)) continue;
    const key = token.toLowerCase();
    const vote = votes.get(key) ?? { word: token, count: 0 };
    vote.count += 1;
    votes.set(key, vote);
  }
  return [...votes.values()].find((vote) => vote.count >= SECOND_LOOK_VOTES)?.word;
}
