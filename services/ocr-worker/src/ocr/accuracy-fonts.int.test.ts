import { readFileSync } from 'node:fs';
import { normalizeWord } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOcrFixtures, type FontHalf } from '../testing/fixtures.js';
import { sharedSpellChecker } from '../testing/spell-checkers.js';
import { createImageAnalyzer, type ImageAnalysis } from './analyze-image.js';
import { decodeImage } from './decode.js';
import { createRecognizer, type Recognizer } from './recognize.js';
import { createSceneTextReader } from './scene-text-reader.js';

/**
 * The font-variety set (321 images in 43 fonts, fixtures/ocr-fonts) is split in two halves: the
 * rules were tuned looking at the tune half only, so the check half shows whether they generalise.
 * This test judges both halves (about 3 minutes each in CI); `node bench/ocr/accuracy.mjs --set
 * fonts` prints them side by side.
 *
 * The accuracy targets (recall 0.97, no clean image flagged, 0.95 of words named) are not all
 * met yet: most misses are readings (a digit read as its letter, text on busy art not read at
 * all), see docs/ocr.md. Until they are, each half must hold what it holds today, with a little
 * room, so that no change makes either worse unseen; raise these floors as the pipeline improves
 * (each about two images below today). Today: the tune half recall 0.97 (a zero drawn for an O
 * is measured: "CR0WN", "CHAMPI0NS"), none of 87 clean images flagged (the second look clears
 * "Maried", a misreading of "Married"), 0.95 of words named; the check half 0.96 (a lone reading
 * near no word is garbled letters: "Lnuittea" for a script "Invitted"), none of 87, 0.94.
 */
const FLOORS: Record<FontHalf, { recall: number; cleanFlagged: number; wordsNamed: number }> = {
  tune: { recall: 0.94, cleanFlagged: 0.012, wordsNamed: 0.92 },
  check: { recall: 0.93, cleanFlagged: 0.012, wordsNamed: 0.9 },
};
const IMAGES_AT_A_TIME = 2;

const fixtures = loadOcrFixtures(['fonts']);
const halfOf = (half: FontHalf) => fixtures.filter((fixture) => fixture.half === half);

describe('text errors on the font-variety set, both halves', () => {
  let recognizer: Recognizer;
  const analyses = new Map<string, ImageAnalysis>();
  beforeAll(async () => {
    recognizer = await createRecognizer({ workers: 2 });
    const analyze = createImageAnalyzer({
      recognizer,
      spell: await sharedSpellChecker(),
      sceneText: await createSceneTextReader(),
    });
    const queue = [...fixtures];
    await Promise.all(
      Array.from({ length: IMAGES_AT_A_TIME }, async () => {
        for (let fixture = queue.shift(); fixture; fixture = queue.shift()) {
          analyses.set(fixture.file, await analyze(await decodeImage(readFileSync(fixture.path))));
        }
      }),
    );
  }, 1_800_000);
  afterAll(async () => {
    await recognizer?.close();
  });

  it.each(Object.keys(FLOORS) as FontHalf[])('has every kind of image in the %s half', (half) => {
    expect(halfOf(half).length).toBeGreaterThan(150);
    expect(new Set(halfOf(half).map((fixture) => fixture.category))).toEqual(
      new Set(['correct', 'misspelled', 'no-text']),
    );
  });

  it.each(Object.keys(FLOORS) as FontHalf[])(
    'holds its floors on the %s half: recall, clean images flagged, words named',
    (half) => {
      const outcomes = halfOf(half).map((fixture) => {
        const analysis = analyses.get(fixture.file);
        if (!analysis) throw new Error(`${fixture.file} was not analysed`);
        const found = analysis.findings.map((finding) => normalizeWord(finding.word));
        const misspelled = fixture.misspelledWords.map(normalizeWord);
        return {
          file: fixture.file,
          category: fixture.category,
          flagged: found.length > 0,
          named: misspelled.filter((word) => found.includes(word)).length,
          misspelled: misspelled.length,
        };
      });
      const misspelledImages = outcomes.filter((outcome) => outcome.category === 'misspelled');
      const clean = outcomes.filter((outcome) => outcome.category !== 'misspelled');
      const recall = misspelledImages.filter((outcome) => outcome.flagged).length / misspelledImages.length;
      const wronglyFlagged = clean.filter((outcome) => outcome.flagged);
      const named = misspelledImages.reduce((sum, outcome) => sum + outcome.named, 0);
      const wordsNamed = named / misspelledImages.reduce((sum, outcome) => sum + outcome.misspelled, 0);
      console.log(
        `font set, ${half} half (${outcomes.length} images): recall ${recall.toFixed(2)}, ` +
          `clean images flagged ${wronglyFlagged.length}/${clean.length} (${wronglyFlagged.map((outcome) => outcome.file).join(', ')}), ` +
          `misspelled words named ${wordsNamed.toFixed(2)}`,
      );
      const floors = FLOORS[half];
      expect(recall).toBeGreaterThanOrEqual(floors.recall);
      expect(wronglyFlagged.length / clean.length).toBeLessThanOrEqual(floors.cleanFlagged);
      expect(wordsNamed).toBeGreaterThanOrEqual(floors.wordsNamed);
    },
  );
});
