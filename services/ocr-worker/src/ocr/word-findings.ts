import { normalizeWord } from '@shop/contracts';
import type { RecognizedWord, WordBox } from './recognize.js';
import { cleanToken, MIN_SUSPECT_CONFIDENCE, MIN_WORD_CONFIDENCE, type SpellChecker } from './spellcheck.js';

/** A word placed in the raster's pixels, with the pass that read it. */
export interface PlacedWord extends RecognizedWord {
  pass: string;
}

export interface WordFinding {
  kind: 'misspelling' | 'unreadable';
  word: string;
  confidence: number;
  box: WordBox;
  pass: string;
}

/**
 * Below this a token is background read as letters (patterns stay below about 56), unless it sits
 * on a line of text that was read with confidence.
 */
export const MIN_UNREADABLE_CONFIDENCE = 40;
/** A word this sure, on the same line, shows that the line is text and not a pattern. */
export const LINE_WITNESS_CONFIDENCE = 85;
/** Short tokens are too often pieces of shapes to report as unreadable text. */
const MIN_UNREADABLE_LETTERS = 4;
/** Two readings are of the same word when this share of the smaller box lies in the other. */
const SAME_PLACE_OVERLAP = 0.5;

interface Reading extends PlacedWord {
  token: string;
}

const area = (box: WordBox) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);

function overlapShare(a: WordBox, b: WordBox): number {
  const inner = area({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const smaller = Math.min(area(a), area(b));
  return smaller === 0 ? 0 : inner / smaller;
}

function onSameLine(a: WordBox, b: WordBox): boolean {
  const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return shared >= 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
}

/**
 * The words of all passes, grouped by where they sit: a place where any pass read a dictionary
 * word is clean (a hard pass misreading "Trail" as "Trai" does not flag it); otherwise its most
 * confident reading is a misspelling when tesseract was sure of it, and "unreadable" when it was
 * not but a confident word on the same line shows the place holds text. Each word is reported
 * once (case-insensitively), in the order the passes read them.
 */
export function wordFindings(words: readonly PlacedWord[], spell: SpellChecker): WordFinding[] {
  const readings = words.flatMap((word): Reading[] => {
    const token = cleanToken(word.text);
    return token ? [{ ...word, token }] : [];
  });
  const places: Reading[][] = [];
  for (const reading of [...readings].sort((a, b) => b.confidence - a.confidence)) {
    // Against every reading of a place: a pass that splits "Festival" into "Fo esti val" puts
    // small boxes inside the word's, and any of them may be the place's most confident reading.
    const place = places.find((group) =>
      group.some((member) => overlapShare(member.box, reading.box) >= SAME_PLACE_OVERLAP),
    );
    if (place) place.push(reading);
    else places.push([reading]);
  }
  const witnessed = (reading: Reading) =>
    readings.some(
      (other) =>
        other !== reading &&
        other.pass === reading.pass &&
        other.confidence >= LINE_WITNESS_CONFIDENCE &&
        overlapShare(other.box, reading.box) < SAME_PLACE_OVERLAP &&
        onSameLine(other.box, reading.box),
    );
  const findings: { finding: WordFinding; order: number }[] = [];
  const seen = new Set<string>();
  for (const place of places) {
    const best = place[0];
    if (!best) continue;
    if (place.some((reading) => reading.confidence >= MIN_WORD_CONFIDENCE && spell.isKnown(reading.token))) continue;
    let kind: WordFinding['kind'] | undefined;
    if (best.confidence >= MIN_SUSPECT_CONFIDENCE) kind = 'misspelling';
    else if (
      best.confidence >= MIN_UNREADABLE_CONFIDENCE &&
      best.token.length >= MIN_UNREADABLE_LETTERS &&
      place.some(witnessed)
    )
      kind = 'unreadable';
    if (!kind) continue;
    const key = normalizeWord(best.token);
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({
      finding: { kind, word: best.token, confidence: best.confidence, box: best.box, pass: best.pass },
      order: readings.indexOf(best),
    });
  }
  return findings.sort((a, b) => a.order - b.order).map(({ finding }) => finding);
}
