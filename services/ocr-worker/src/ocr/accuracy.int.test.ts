import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalizeWord } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';
import { sharedSpellChecker } from '../testing/spell-checkers.js';
import { createImageAnalyzer, type ImageAnalysis, type ImageAnalyzer } from './analyze-image.js';
import { decodeImage } from './decode.js';
import { createRecognizer, type Recognizer } from './recognize.js';
import { createSceneTextReader } from './scene-text-reader.js';

const fixtures = loadOcrFixtures();

/**
 * Correct images the pipeline still reads no word of, with the reason: they must stay clean like
 * the others, and every other correct image must read at least one of its words. Since the
 * scene-text reader there is none: it reads hard-19's navy letters on stripes and
 * hard-24's outlined serif on a mosaic, which tesseract read nothing of.
 */
const KNOWN_UNREAD: Record<string, string> = {};

/** Images analysed at a time: the recognizer has two workers, and each image's passes run in turn. */
const IMAGES_AT_A_TIME = 2;

describe('text errors on the OCR fixtures', () => {
  let recognizer: Recognizer;
  let analyze: ImageAnalyzer;
  /** Each fixture's analysis, started in beforeAll two at a time and awaited by its own test. */
  const analyses = new Map<string, Promise<ImageAnalysis>>();
  beforeAll(async () => {
    recognizer = await createRecognizer({ workers: 2 });
    // Both readers, as the worker runs them.
    analyze = createImageAnalyzer({
      recognizer,
      spell: await sharedSpellChecker(),
      sceneText: await createSceneTextReader(),
    });
    const lanes: Promise<unknown>[] = Array.from({ length: IMAGES_AT_A_TIME }, () => Promise.resolve());
    fixtures.forEach((fixture, index) => {
      const lane = index % IMAGES_AT_A_TIME;
      const analysis = (lanes[lane] ?? Promise.resolve()).then(async () =>
        analyze(await decodeImage(readFileSync(fixture.path))),
      );
      // A failed analysis fails its own test; its lane goes on to the next image.
      lanes[lane] = analysis.catch(() => undefined);
      analyses.set(fixture.file, analysis);
    });
  });
  afterAll(async () => {
    await recognizer?.close();
  });

  it('has fixtures of every kind to check', () => {
    expect(new Set(fixtures.map((fixture) => fixture.category))).toEqual(new Set(['correct', 'misspelled', 'no-text']));
  });

  /** What each fixture came to, for the printout and the accuracy targets. */
  const outcomes: { category: string; flagged: boolean; named: number; misspelled: number }[] = [];

  it.each(fixtures.map((fixture) => [fixture.file, fixture] as const))('%s', async (_file, fixture) => {
    const analysis = await analyses.get(fixture.file);
    if (!analysis) throw new Error(`${fixture.file} was not analysed`);
    const found = analysis.findings.map((finding) => normalizeWord(finding.word));
    const misspelled = fixture.misspelledWords.map(normalizeWord);
    outcomes.push({
      category: fixture.category,
      flagged: found.length > 0,
      named: misspelled.filter((word) => found.includes(word)).length,
      misspelled: misspelled.length,
    });
    if (fixture.category === 'misspelled') {
      // Every misspelled image is flagged, naming at least one of its misspelled words; nothing
      // it names (misspelled or unreadable) is a word the image spells correctly, or a pattern.
      expect(
        found.some((word) => misspelled.includes(word)),
        JSON.stringify(analysis),
      ).toBe(true);
      expect(
        found.every((word) => misspelled.includes(word)),
        JSON.stringify(analysis),
      ).toBe(true);
    } else {
      // Correct and empty images are never flagged: an "unreadable" finding would flag them too.
      expect(analysis.findings, JSON.stringify(analysis)).toEqual([]);
    }
    if (fixture.category === 'correct' && !KNOWN_UNREAD[fixture.file]) {
      const text = normalizeWord(analysis.text);
      expect(
        fixture.words.filter((word) => text.includes(normalizeWord(word))).length,
        JSON.stringify(analysis),
      ).toBeGreaterThan(0);
    }
  });

  it('meets the accuracy targets over all fixtures: recall, precision, misspelled words named', () => {
    expect(outcomes).toHaveLength(fixtures.length);
    const misspelledImages = outcomes.filter((outcome) => outcome.category === 'misspelled');
    const truePositives = misspelledImages.filter((outcome) => outcome.flagged).length;
    const flagged = outcomes.filter((outcome) => outcome.flagged).length;
    const recall = truePositives / misspelledImages.length;
    const precision = flagged === 0 ? 1 : truePositives / flagged;
    const sum = (key: 'named' | 'misspelled') => misspelledImages.reduce((total, outcome) => total + outcome[key], 0);
    const wordsNamed = sum('named') / sum('misspelled');
    console.log(
      `OCR accuracy on ${outcomes.length} fixtures: recall ${recall.toFixed(2)} (${truePositives}/${misspelledImages.length}), ` +
        `precision ${precision.toFixed(2)} (${truePositives}/${flagged}), misspelled words named ${wordsNamed.toFixed(2)} (${sum('named')}/${sum('misspelled')})`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(wordsNamed).toBeGreaterThanOrEqual(0.9);
  });

  it('does not read speckle as text: a noise image gets the plain pass only, and no errors', async () => {
    // Reading its masks (and their turns) cost tesseract minutes for nothing.
    const noise = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const analysis = await analyze(await decodeImage(noise));
    expect(analysis.passes).toEqual(['gray']);
    expect(analysis.findings).toEqual([]);
  });
});
