import type { DecodedImage } from './decode.js';
import { glyphBoxes } from './glyph-boxes.js';
import { isLevel, type ZeroForO, zeroNamed } from './narrow-zeros.js';
import type { SceneTextLine } from './scene-text-reader.js';
import type { SpellChecker } from './spellcheck.js';

/**
 * A small o standing at least this many times as tall as its word's other small letters is a
 * zero: both readers read "Do0r" as "Door", but a font draws its zero as tall as its capitals and
 * its o as tall as its x. Measured on the outlines of every family and weight of the font fixtures
 * (fixtures/ocr-fonts/fonts.mjs): an o stands 1.00-1.07 times as tall as the median of n, r, u, s,
 * a, e, c; a zero 1.17-2.05 times (Anton's 1.17: 1.18 in the ink of an outlined "Do0r"), but for
 * fonts whose figures are old-style or small (Playfair Display 1.01, Raleway 1.11-1.12), where the
 * two cannot be told apart by height.
 */
export const ZERO_HEIGHT_SHARE = 1.15;
/** Small letters as tall as the x, the o left out: the word's own measure of its x-height. */
const X_HEIGHT_LETTERS = new Set('acemnrsuvwxz');
/**
 * The x-height letters must agree within this ratio (tallest to shortest) for their height to be
 * the word's x: a hand-lettered "Count" (n at 17 px, u at 20) or a warped "Portraits" (r at 45 and
 * 58 px) gives none, where a font's x-height letters stand within a few per cent of each other.
 */
const X_HEIGHT_SPREAD = 1.1;
/** A zero stands no taller than the word's capitals and ascenders, within this: more is a blot or a shadow. */
const CAP_HEIGHT_SLACK = 1.05;

/**
 * The dictionary words read with a small o that the image draws as a zero (as tall as capitals),
 * on level, straight lines whose word's ink splits into as many pieces as it has letters; each
 * named as the image has it ("Do0r"), with the reading ("Door").
 */
export function tallZerosReadAsO(
  lines: readonly SceneTextLine[],
  image: DecodedImage,
  spell: SpellChecker,
): ZeroForO[] {
  return lines
    .filter(isLevel)
    .flatMap((line) => line.words.flatMap((word) => zeroNamed(word, tallOs(word.text, image, word.box), spell)));
}

/** The indices in `text` of the small o's drawn ZERO_HEIGHT_SHARE taller than its x-height letters. */
function tallOs(text: string, image: DecodedImage, box: SceneTextLine['box']): number[] {
  // Cutting a word into pieces is the rule's only real work: words without a small o are not cut.
  const characters = [...text];
  if (!characters.includes('o') || !characters.some((letter) => X_HEIGHT_LETTERS.has(letter))) return [];
  const drawn = characters.flatMap((letter, at) => (/[\p{L}\p{N}]/u.test(letter) ? [at] : []));
  const glyphs = glyphBoxes(image, box);
  if (glyphs.length !== drawn.length) return [];
  const heightAt = (index: number) => {
    const glyph = glyphs[index];
    return glyph ? glyph.bottom - glyph.top : 0;
  };
  const xHeights = drawn.flatMap((at, index) => (X_HEIGHT_LETTERS.has(characters[at] ?? '') ? [heightAt(index)] : []));
  const xHeight = Math.max(...xHeights);
  if (!(xHeight > 0) || xHeight > X_HEIGHT_SPREAD * Math.min(...xHeights)) return [];
  const tallest = Math.max(0, ...drawn.map((at, index) => (characters[at] === 'o' ? 0 : heightAt(index))));
  return drawn.filter((at, index) => {
    const height = heightAt(index);
    return (
      characters[at] === 'o' &&
      height >= ZERO_HEIGHT_SHARE * xHeight &&
      // Measured against capitals or ascenders only where the word has some ("s0ur" has none).
      (tallest < ZERO_HEIGHT_SHARE * xHeight || height <= CAP_HEIGHT_SLACK * tallest)
    );
  });
}
