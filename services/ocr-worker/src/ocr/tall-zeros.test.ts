import { describe, expect, it } from 'vitest';
import { drawnImage, ring, solid, type Stroke } from '../testing/drawn-glyphs.js';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';
import type { SceneTextLine } from './scene-text-reader.js';
import { tallZerosReadAsO } from './tall-zeros.js';

const BASELINE = 70;
const X_HEIGHT = 30;

/**
 * A word in small letters from x = `left`: a ring for each o, as tall as `oHeights` says (the
 * x-height by default), a bar for any other letter, as tall as `xHeights` says (the x-height by
 * default) or a tall bar for d, b, l, k, h, D.
 */
function drawnWord(
  text: string,
  left: number,
  oHeights: readonly number[],
  xHeights: readonly number[] = [],
): { strokes: Stroke[]; right: number } {
  const strokes: Stroke[] = [];
  let x = left;
  let o = 0;
  let small = 0;
  for (const letter of text) {
    if (letter === 'o') {
      const height = oHeights[o++] ?? X_HEIGHT;
      strokes.push(ring({ left: x, top: BASELINE - height, right: x + 26, bottom: BASELINE }, 5, 30));
      x += 36;
    } else {
      const top = /[bdlkhD]/.test(letter) ? BASELINE - 44 : BASELINE - (xHeights[small++] ?? X_HEIGHT);
      strokes.push(solid({ left: x, top, right: x + 8, bottom: BASELINE }, 30));
      x += 18;
    }
  }
  return { strokes, right: x };
}

/** One word on a level line as the scene-text reader gives it, and the image it is drawn on. */
function drawnLine(text: string, oHeights: readonly number[], xHeights: readonly number[] = [], curved = false) {
  const drawn = drawnWord(text, 20, oHeights, xHeights);
  const box = { left: 16, top: 20, right: drawn.right - 6, bottom: 80 };
  const image = drawnImage(drawn.right + 30, 100, 235, drawn.strokes);
  const line: SceneTextLine = {
    text,
    confidence: 95,
    detectionScore: 0.8,
    box,
    rect: {
      origin: { x: 16, y: 20 },
      along: { x: 1, y: 0 },
      across: { x: 0, y: 1 },
      width: box.right - 16,
      height: 60,
    },
    curved,
    words: [{ text, confidence: 95, leastSure: 90, letters: [], box }],
  };
  return { image, line };
}

describe('a zero drawn for a small o', () => {
  const spell = sharedShopSpellChecker();

  it('names the word with a zero where an o stands as tall as a capital: "Door" drawn "Do0r"', () => {
    const { image, line } = drawnLine('Door', [X_HEIGHT, 44]);
    expect(tallZerosReadAsO([line], image, spell)).toEqual([
      { word: 'Do0r', read: 'Door', confidence: 95, box: line.words[0]?.box },
    ]);
  });

  it("finds none where the o's stand as tall as the x, a little over it, or on a curved line", () => {
    for (const height of [X_HEIGHT, X_HEIGHT + 2]) {
      const { image, line } = drawnLine('Door', [X_HEIGHT, height]);
      expect(tallZerosReadAsO([line], image, spell)).toEqual([]);
    }
    const { image, line } = drawnLine('Door', [X_HEIGHT, 44], [], true);
    expect(tallZerosReadAsO([line], image, spell)).toEqual([]);
  });

  it('names a zero in a word without capitals or ascenders: "sour" drawn "s0ur"', () => {
    const { image, line } = drawnLine('sour', [44]);
    expect(tallZerosReadAsO([line], image, spell).map((zero) => zero.word)).toEqual(['s0ur']);
  });

  it('measures nothing where the small letters disagree, or where the o stands over the capitals', () => {
    // A hand-lettered word: its x-height letters 30 and 36 px tall.
    const uneven = drawnLine('Doors', [X_HEIGHT, 44], [X_HEIGHT, 36]);
    expect(tallZerosReadAsO([uneven.line], uneven.image, spell)).toEqual([]);
    const blot = drawnLine('Door', [X_HEIGHT, 56]);
    expect(tallZerosReadAsO([blot.line], blot.image, spell)).toEqual([]);
  });

  it('leaves a word that is no dictionary word to the judge, and one with no small letter to measure by', () => {
    const garbled = drawnLine('Dovzx', [44]);
    expect(tallZerosReadAsO([garbled.line], garbled.image, spell)).toEqual([]);
    const noX = drawnLine('lo', [44]);
    expect(tallZerosReadAsO([noX.line], noX.image, spell)).toEqual([]);
  });
});
