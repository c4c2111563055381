import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnImage, ring, solid, type Stroke } from '../testing/drawn-glyphs.js';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';
import { decodeImage } from './decode.js';
import { zerosDrawnForO } from './narrow-zeros.js';
import type { SceneTextLine } from './scene-text-reader.js';
import { createSceneTextReader } from './scene-text-reader.js';
import type { WordBox } from './word-box.js';

/** Capitals drawn 40 px tall from x = `left`: a ring `oWidth` wide for each O, a bar for any other letter. */
function drawnWord(
  text: string,
  left: number,
  oWidths: readonly number[],
  oHeight = 40,
): { strokes: Stroke[]; right: number } {
  const strokes: Stroke[] = [];
  let x = left;
  let o = 0;
  for (const letter of text) {
    if (letter === 'O') {
      const width = oWidths[o++] ?? 36;
      strokes.push(ring({ left: x, top: 60 - oHeight, right: x + width, bottom: 60 }, 5, 30));
      x += width + 10;
    } else {
      strokes.push(solid({ left: x, top: 20, right: x + 8, bottom: 60 }, 30));
      x += 18;
    }
  }
  return { strokes, right: x };
}

/** A level line of words as the scene-text reader gives it, and the image they are drawn on. */
function drawnLine(words: readonly { text: string; oWidths: number[]; oHeight?: number }[], tilt = { x: 1, y: 0 }) {
  const strokes: Stroke[] = [];
  const placed: { text: string; box: WordBox }[] = [];
  let x = 20;
  for (const word of words) {
    const drawn = drawnWord(word.text, x, word.oWidths, word.oHeight);
    strokes.push(...drawn.strokes);
    placed.push({ text: word.text, box: { left: x - 4, top: 10, right: drawn.right - 6, bottom: 70 } });
    x = drawn.right + 30;
  }
  const image = drawnImage(x + 20, 80, 235, strokes);
  const line: SceneTextLine = {
    text: words.map((word) => word.text).join(' '),
    confidence: 95,
    detectionScore: 0.8,
    box: { left: 10, top: 10, right: x, bottom: 70 },
    rect: { origin: { x: 10, y: 10 }, along: tilt, across: { x: -tilt.y, y: tilt.x }, width: x - 10, height: 60 },
    curved: false,
    words: placed.map((word) => ({ text: word.text, confidence: 95, leastSure: 90, letters: [], box: word.box })),
  };
  return { image, line };
}

describe('a zero drawn for a capital O', () => {
  const spell = sharedShopSpellChecker();

  it("names the word with a zero where its O is drawn narrower than the line's widest O", () => {
    const { image, line } = drawnLine([
      { text: 'BOX', oWidths: [40] },
      { text: 'TOP', oWidths: [28] },
    ]);
    expect(zerosDrawnForO([line], image, spell)).toEqual([
      { word: 'T0P', read: 'TOP', confidence: 95, box: line.words[1]?.box },
    ]);
  });

  it("finds none where the O's are alike, or a little narrower", () => {
    for (const width of [40, 36]) {
      const { image, line } = drawnLine([
        { text: 'BOX', oWidths: [40] },
        { text: 'TOP', oWidths: [width] },
      ]);
      expect(zerosDrawnForO([line], image, spell)).toEqual([]);
    }
  });

  it('measures nothing with one O on the line, across a tilted or curved line, or unlike heights', () => {
    const one = drawnLine([{ text: 'TOP', oWidths: [28] }]);
    expect(zerosDrawnForO([one.line], one.image, spell)).toEqual([]);
    const tilted = drawnLine(
      [
        { text: 'BOX', oWidths: [40] },
        { text: 'TOP', oWidths: [28] },
      ],
      { x: Math.cos(0.1), y: Math.sin(0.1) },
    );
    expect(zerosDrawnForO([tilted.line], tilted.image, spell)).toEqual([]);
    const level = drawnLine([
      { text: 'BOX', oWidths: [40] },
      { text: 'TOP', oWidths: [28] },
    ]);
    expect(zerosDrawnForO([{ ...level.line, curved: true }], level.image, spell)).toEqual([]);
    // A small O beside a tall one is a lower-case o or another letter, not a zero.
    const short = drawnLine([
      { text: 'BOX', oWidths: [40] },
      { text: 'TOP', oWidths: [28], oHeight: 30 },
    ]);
    expect(zerosDrawnForO([short.line], short.image, spell)).toEqual([]);
  });

  it('leaves a word that is no dictionary word to the judge, and a word in lower case alone', () => {
    const { image, line } = drawnLine([
      { text: 'BOX', oWidths: [40] },
      { text: 'XQOJZ', oWidths: [28] },
    ]);
    expect(zerosDrawnForO([line], image, spell)).toEqual([]);
    const lower = { ...line, words: line.words.map((word) => ({ ...word, text: word.text.toLowerCase() })) };
    expect(zerosDrawnForO([lower], image, spell)).toEqual([]);
  });

  it('names the word of two glued that holds the zero', () => {
    const { image, line } = drawnLine([
      { text: 'BOX', oWidths: [40] },
      { text: 'TOPBOX', oWidths: [40, 28] },
    ]);
    expect(zerosDrawnForO([line], image, spell).map((zero) => zero.word)).toEqual(['B0X']);
  });

  it('trusts no word whose ink does not split into its letters', () => {
    // "TOP" drawn with a letter missing: two pieces for three letters.
    const { image, line } = drawnLine([
      { text: 'BOX', oWidths: [40] },
      { text: 'TO', oWidths: [28] },
    ]);
    const misread = {
      ...line,
      words: line.words.map((word, index) => (index === 1 ? { ...word, text: 'TOP' } : word)),
    };
    expect(zerosDrawnForO([misread], image, spell)).toEqual([]);
  });

  const fixture = async (name: string) =>
    decodeImage(await readFile(join(import.meta.dirname, '..', '..', 'fixtures', 'ocr-fonts', name)));

  it('finds "CR0WN" and "CHAMPI0NS" in the development fixtures, both read with an O by the reader', async () => {
    const reader = await createSceneTextReader();
    for (const [name, word] of [
      ['fonts-051-misspelled-1024.webp', 'CR0WN'],
      ['fonts-129-misspelled-768.jpg', 'CHAMPI0NS'],
    ] as const) {
      const image = await fixture(name);
      const { lines } = await reader.read(image);
      expect(zerosDrawnForO(lines, image, spell).map((zero) => zero.word)).toEqual([word]);
    }
  });

  it("finds none on correct fixtures with several capital O's a line", async () => {
    const reader = await createSceneTextReader();
    for (const name of ['fonts-078-correct-1024.webp', 'fonts-064-correct-1024.webp', 'fonts-302-correct-1200.jpg']) {
      const image = await fixture(name);
      const { lines } = await reader.read(image);
      expect(zerosDrawnForO(lines, image, spell)).toEqual([]);
    }
  });
});
