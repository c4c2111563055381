import type { DecodedImage } from './decode.js';
import { type GlyphBox, glyphBoxes } from './glyph-boxes.js';
import type { SceneTextLine, SceneTextWord } from './scene-text-reader.js';
import { gluedWords, type SpellChecker } from './spellcheck.js';
import type { WordBox } from './word-box.js';

/**
 * A capital O drawn at most this share as wide (for its height) as the widest O of its line is
 * a zero. Both readers read a zero among capitals as the letter ("THE IRON CR0WN" read "CROWN",
 * the digit's probability under 1 %), but a font draws its zero narrower than its O. Measured
 * (bench/ocr/zero-glyphs.mjs, every family and weight of the font fixtures, plain lines): the
 * narrowest O of 1,022 correct lines at 0.94 or more of the widest, a line's zero at 0.62-1.00,
 * 605 of 927 at or under 0.86; in the development images, pairs of real O's at 0.97-1.00 and the
 * two zeros at 0.72-0.73.
 */
export const ZERO_WIDTH_SHARE = 0.86;
/** The two must stand as tall, within this share: a zero is as tall as the capitals. */
const SAME_HEIGHT = 0.1;
/** A piece wider than this for its height is two letters run together, not an O. */
const MAX_O_SHAPE = 1.3;
/** The shortest word of two glued together. */
const MIN_PART = 2;
/** Lines within this of level only: perspective and tilt change a letter's width across a line. */
const LEVEL_DEGREES = 2;

/** A word read with a capital O where the image draws a zero. */
export interface ZeroForO {
  /** The word as the image has it: "CR0WN". */
  word: string;
  /** As the reader read it: "CROWN". */
  read: string;
  confidence: number;
  /** The word's box in the decoded image's pixels. */
  box: WordBox;
}

interface CapitalO {
  word: number;
  /** Its index in the word's text. */
  at: number;
  glyph: GlyphBox;
}

/** A capital O of a line, measured against the widest O of the line. */
export interface MeasuredO {
  /** Its word's index in the line, and its own index in the word's text. */
  word: number;
  at: number;
  /** Its width for its height over the widest O's: 1 for that O. */
  share: number;
  /** As tall as the widest O, within SAME_HEIGHT. */
  sameHeight: boolean;
}

/**
 * The capital O's of a level, straight line in words of capitals whose ink splits into their
 * letters, each drawn as a ring, measured against the widest of them (the font's O: no font's
 * shape is assumed). None when fewer than two are measured.
 */
export function measuredOs(line: SceneTextLine, image: DecodedImage): MeasuredO[] {
  if (!isLevel(line)) return [];
  const capitals = line.words.map((word) => /\p{L}/u.test(word.text) && word.text === word.text.toUpperCase());
  const oCount = line.words.reduce((sum, word, index) => sum + (capitals[index] ? countO(word.text) : 0), 0);
  if (oCount < 2) return [];
  const shape = (glyph: GlyphBox) => (glyph.right - glyph.left) / (glyph.bottom - glyph.top);
  const rounds = line.words
    .flatMap((word, index) => (capitals[index] ? capitalOs(word.text, index, image, word.box) : []))
    .filter((o) => o.glyph.ring && shape(o.glyph) <= MAX_O_SHAPE);
  if (rounds.length < 2) return [];
  const widest = rounds.reduce((top, o) => (shape(o.glyph) > shape(top.glyph) ? o : top));
  const height = (glyph: GlyphBox) => glyph.bottom - glyph.top;
  return rounds.map((o) => ({
    word: o.word,
    at: o.at,
    share: shape(o.glyph) / shape(widest.glyph),
    sameHeight: Math.abs(height(o.glyph) - height(widest.glyph)) <= SAME_HEIGHT * height(widest.glyph),
  }));
}

/**
 * The dictionary words read with a capital O that the image draws as a zero (measuredOs, at most
 * ZERO_WIDTH_SHARE of the widest O), each named as the image has it.
 */
export function zerosDrawnForO(lines: readonly SceneTextLine[], image: DecodedImage, spell: SpellChecker): ZeroForO[] {
  return lines.flatMap((line) => {
    const zeros = measuredOs(line, image).filter((o) => o.sameHeight && o.share <= ZERO_WIDTH_SHARE);
    return line.words.flatMap((word, index) =>
      zeroNamed(
        word,
        zeros.filter((zero) => zero.word === index).map((zero) => zero.at),
        spell,
      ),
    );
  });
}

/**
 * A word read with letters at `zeros` (indices in its text) that the image draws as zeros, named
 * as the image has it: the dictionary word holding the first of them, with its zeros, when that
 * is no word itself. None when `zeros` is empty.
 */
export function zeroNamed(word: SceneTextWord, zeros: readonly number[], spell: SpellChecker): ZeroForO[] {
  if (zeros.length === 0) return [];
  const named = [...word.text].map((letter, at) => (zeros.includes(at) ? '0' : letter)).join('');
  const part = partWith(word.text, zeros[0] ?? 0, spell);
  if (!part || spell.isKnown(named.slice(part.start, part.end))) return [];
  return [
    {
      word: named.slice(part.start, part.end),
      read: word.text.slice(part.start, part.end),
      confidence: word.confidence,
      box: word.box,
    },
  ];
}

function countO(text: string): number {
  return [...text].filter((letter) => letter === 'O').length;
}

/** The O's of a word whose ink splits into as many pieces as it has letters and digits. */
function capitalOs(text: string, word: number, image: DecodedImage, box: WordBox): CapitalO[] {
  // Cutting a word into pieces is the rule's only real work: words without an O are not cut.
  if (!text.includes('O')) return [];
  const characters = [...text];
  const drawn = characters.flatMap((letter, at) => (/[\p{L}\p{N}]/u.test(letter) ? [at] : []));
  const glyphs = glyphBoxes(image, box);
  if (glyphs.length !== drawn.length) return [];
  return drawn.flatMap((at, index) => {
    const glyph = glyphs[index];
    return characters[at] === 'O' && glyph ? [{ word, at, glyph }] : [];
  });
}

/**
 * The dictionary word of `text` that holds its index `at`: the whole text, or the piece of a
 * glued run ("WORLDCHAMPIONS": "CHAMPIONS"); none when the text is no dictionary word (the judge
 * flags it as read already).
 */
function partWith(text: string, at: number, spell: SpellChecker): { start: number; end: number } | undefined {
  if (spell.isKnown(text)) return { start: 0, end: text.length };
  const pieces = gluedWords(text, spell) ?? twoWords(text, spell);
  if (!pieces || pieces.join('') !== text) return undefined;
  let start = 0;
  for (const piece of pieces) {
    const end = start + piece.length;
    if (at < end) return { start, end };
    start = end;
  }
  return undefined;
}

/**
 * Two dictionary words glued ("GOODFOOD"): the judge leaves short runs of capitals whole, since
 * a glue of two words cannot be told from a misspelling there ("FUTRUE"); here the letters are
 * all the reader's, and only the shape of one of them is in question.
 */
function twoWords(text: string, spell: SpellChecker): string[] | undefined {
  for (let cut = MIN_PART; cut <= text.length - MIN_PART; cut++) {
    const pieces = [text.slice(0, cut), text.slice(cut)];
    if (pieces.every((piece) => spell.isKnown(piece))) return pieces;
  }
  return undefined;
}

/** A straight line within LEVEL_DEGREES of level: its letters keep their shapes' proportions. */
export function isLevel(line: SceneTextLine): boolean {
  return !line.curved && degreesOf(line) <= LEVEL_DEGREES;
}

function degreesOf(line: SceneTextLine): number {
  return (Math.abs(Math.atan2(line.rect.along.y, line.rect.along.x)) * 180) / Math.PI;
}
