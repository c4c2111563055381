import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';
import { decodeImage } from './decode.js';
import { createSceneTextReader } from './scene-text-reader.js';
import {
  mayHaveLostLetters,
  SECOND_LOOK_HEIGHTS,
  SECOND_LOOK_MARGINS,
  secondLookRects,
  wordOnSecondLook,
} from './second-look.js';

const sure = (text: string) => ({ text, leastSure: 95 });

describe('a second look at a flagged word', () => {
  it('crops the box about its middle at each height, widened a little each side, inside the image', () => {
    const rects = secondLookRects({ left: 20, top: 100, right: 300, bottom: 180 }, { width: 310, height: 400 });
    expect(rects).toHaveLength(SECOND_LOOK_MARGINS.length * SECOND_LOOK_HEIGHTS.length);
    expect(rects.map((rect) => rect.height)).toEqual(
      SECOND_LOOK_MARGINS.flatMap(() => SECOND_LOOK_HEIGHTS.map((share) => share * 80)),
    );
    for (const rect of rects) {
      expect(rect.origin.y + rect.height / 2).toBe(140);
      expect(rect.origin.x).toBeLessThan(20);
      expect(rect.origin.x).toBeGreaterThanOrEqual(0);
      expect(rect.origin.x + rect.width).toBe(310);
    }
    expect(secondLookRects({ left: 5, top: 5, right: 5, bottom: 5 }, { width: 10, height: 10 })).toEqual([]);
  });

  it('is given only to a word that a dictionary word holds with a letter or two put back', () => {
    const spell = sharedShopSpellChecker();
    expect(mayHaveLostLetters('Maried', spell)).toBe(true);
    expect(mayHaveLostLetters('Pizzza', spell)).toBe(false);
    expect(mayHaveLostLetters('Shakc', spell)).toBe(false);
    // A letter a recognizer cannot have merged into its neighbour: a generator's dropped I.
    expect(mayHaveLostLetters('EVERYTHNG', spell)).toBe(false);
  });

  it('names the dictionary word two sure crops read with the lost letter put back', () => {
    const spell = sharedShopSpellChecker();
    const readings = [sure('Maried'), sure('Married'), sure('Maried'), sure('Married'), sure('OMarried')];
    expect(wordOnSecondLook('Maried', readings, spell)).toBe('Married');
  });

  it('lets the finding stand when crops drop or change letters, doubt, disagree or read two words', () => {
    const spell = sharedShopSpellChecker();
    // A recognizer collapses a drawn triple letter and confuses look-alikes: not evidence.
    expect(wordOnSecondLook('Pizzza', [sure('Pizza'), sure('Pizza'), sure('Pizza')], spell)).toBe(undefined);
    expect(wordOnSecondLook('Shakc', [sure('Shake'), sure('Shake'), sure('Shake')], spell)).toBe(undefined);
    expect(wordOnSecondLook('Maried', [sure('Married'), sure('Maried'), sure('Maried')], spell)).toBe(undefined);
    expect(
      wordOnSecondLook('Maried', [{ text: 'Married', leastSure: 40 }, sure('Married'), sure('Maried')], spell),
    ).toBe(undefined);
    expect(wordOnSecondLook('Maried', [sure('Just Married'), sure('Just Married')], spell)).toBe(undefined);
    expect(wordOnSecondLook('EVERYTHNG', [sure('EVERYTHING'), sure('EVERYTHING')], spell)).toBe(undefined);
    // Not a dictionary word, though a letter longer.
    expect(wordOnSecondLook('Maried', [sure('Mariedd'), sure('Mariedd')], spell)).toBe(undefined);
  });

  it('reads "Married" from crops of a script line read "Maried" (a development fixture, correct)', async () => {
    const reader = await createSceneTextReader();
    const file = join(import.meta.dirname, '..', '..', 'fixtures', 'ocr-fonts', 'fonts-092-correct-512.jpg');
    const image = await decodeImage(await readFile(file));
    const scale = image.width / 512;
    // The finding's box as the analysis gives it (the original's pixels).
    const box = { left: 260 * scale, top: 97 * scale, right: 413 * scale, bottom: 172 * scale };
    const readings = await reader.reread(image, secondLookRects(box, image));
    expect(wordOnSecondLook('Maried', readings, sharedShopSpellChecker())).toBe('Married');
    // The loosest crop alone still reads what the line read.
    expect(readings[0]?.text).toBe('Maried');
  });
});
