import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';
import { decodeImage } from './decode.js';
import { loadSceneTextModels } from './scene-text-models.js';
import { createSceneTextReader, inReadingOrder, wordGroups } from './scene-text-reader.js';

const fixtures = loadOcrFixtures();

async function decoded(file: string) {
  const fixture = fixtures.find((candidate) => candidate.file === file);
  if (!fixture) throw new Error(`${file} missing`);
  return decodeImage(readFileSync(fixture.path));
}

const words = (reading: { lines: { words: { text: string }[] }[] }) =>
  reading.lines.flatMap((line) => line.words.map((word) => word.text));

describe('the scene-text reader (PP-OCRv4 detector and recognizer from npm)', () => {
  it('loads the models once per process', async () => {
    const [first, second] = await Promise.all([loadSceneTextModels(), loadSceneTextModels()]);
    expect(first).toBe(second);
    expect(first.characters.at(-1)).toBe(' ');
  });

  it('reads tilted lines on a bokeh background, misspellings as they are, in reading order', async () => {
    const reader = await createSceneTextReader();
    const reading = await reader.read(await decoded('hard-01-misspelled-1024.jpg'));
    expect(words(reading)).toEqual(expect.arrayContaining(['Midnigth', 'Jazz', 'Live', 'Tonihgt']));
    const text = reading.text.replace(/\s+/g, ' ');
    expect(text.indexOf('Midnigth')).toBeLessThan(text.indexOf('Jazz'));
    expect(text.indexOf('Jazz')).toBeLessThan(text.indexOf('Tonihgt'));
    const midnigth = reading.lines.flatMap((line) => line.words).find((word) => word.text === 'Midnigth');
    expect(midnigth?.confidence).toBeGreaterThan(90);
  });

  it('splits a line into words at the spaces it reads, each boxed inside its line', async () => {
    const reader = await createSceneTextReader();
    const image = await decoded('dev-06-correct-1920.jpg');
    const reading = await reader.read(image);
    expect(words(reading)).toEqual(['Fresh', 'Coffee', 'Daily', 'Open', 'Every', 'Morning']);
    for (const line of reading.lines) {
      let previousRight = -1;
      for (const word of line.words) {
        expect(word.box.left).toBeGreaterThanOrEqual(line.box.left);
        expect(word.box.right).toBeLessThanOrEqual(line.box.right);
        expect(word.box.right).toBeGreaterThan(word.box.left);
        // Words follow each other along the line.
        expect(word.box.left + word.box.right).toBeGreaterThan(previousRight);
        previousRight = word.box.left + word.box.right;
      }
      expect(line.box.right).toBeLessThanOrEqual(image.width);
      expect(line.box.bottom).toBeLessThanOrEqual(image.height);
    }
  });

  it('reads white outlined letters on a mosaic that tesseract reads no word of', async () => {
    const reader = await createSceneTextReader();
    const reading = await reader.read(await decoded('hard-24-correct-512.png'));
    expect(words(reading)).toEqual(expect.arrayContaining(['Emerald', 'Forest', 'Trail']));
  });

  it('reads no word on an artwork without text, and only Latin characters with the Latin set', async () => {
    const latin = await createSceneTextReader({ characterSet: 'latin' });
    for (const file of ['hard-27-none-512.png', 'hard-26-none-1920.webp']) {
      const reading = await latin.read(await decoded(file));
      expect(reading.text).toMatch(/^[\x20-\x7e\n]*$/);
      expect(words(reading).filter((word) => /\p{L}{3}/u.test(word))).toEqual([]);
    }
  });
});

describe('reading order of detected lines', () => {
  /** A 300 × 80 line centred at (cx, cy), tilted up to the right by 12 degrees. */
  const line = (text: string, cx: number, cy: number) => {
    const along = { x: Math.cos((12 * Math.PI) / 180), y: -Math.sin((12 * Math.PI) / 180) };
    const across = { x: -along.y, y: along.x };
    const origin = { x: cx - 150 * along.x - 40 * across.x, y: cy - 150 * along.y - 40 * across.y };
    return { text, rect: { origin, along, across, width: 300, height: 80 } };
  };

  it('keeps the words of a tilted row together, left to right, before the next row', () => {
    // "Jazz" sits higher than "Midnigth" on the page, and "Tonihgt" overlaps "Midnigth"'s height.
    const midnigth = line('Midnigth', 300, 400);
    const jazz = line('Jazz', 650, 400 - 350 * Math.tan((12 * Math.PI) / 180));
    const live = line('Live', 300, 500);
    const tonihgt = line('Tonihgt', 650, 500 - 350 * Math.tan((12 * Math.PI) / 180));
    const ordered = inReadingOrder([jazz, tonihgt, midnigth, live]);
    expect(ordered.map((entry) => entry.text)).toEqual(['Midnigth', 'Jazz', 'Live', 'Tonihgt']);
  });
});

describe('words of a decoded line', () => {
  const chars = (text: string) => [...text].map((char, step) => ({ char, probability: 0.9, step }));
  const words = (text: string) => wordGroups(chars(text)).map((group) => group.map((c) => c.char).join(''));

  it('splits at spaces, and after a comma or semicolon read between two letters', () => {
    expect(words('ROBOT,PARADDE at noon')).toEqual(['ROBOT,', 'PARADDE', 'at', 'noon']);
    expect(words('Crunchy;sweet')).toEqual(['Crunchy;', 'sweet']);
  });

  it('keeps the commas of numbers and a comma before a space', () => {
    expect(words('$1,000 Santorini, Greece')).toEqual(['$1,000', 'Santorini,', 'Greece']);
  });
});
