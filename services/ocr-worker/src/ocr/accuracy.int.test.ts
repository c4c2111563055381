import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalizeWord } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';
import { createImageAnalyzer, type ImageAnalyzer } from './analyze-image.js';
import { decodeImage } from './decode.js';
import { createRecognizer, type Recognizer } from './recognize.js';
import { createSpellChecker } from './spellcheck.js';

const fixtures = loadOcrFixtures();

describe('text errors on the OCR fixtures', () => {
  let recognizer: Recognizer;
  let analyze: ImageAnalyzer;
  beforeAll(async () => {
    recognizer = await createRecognizer({ workers: 2 });
    analyze = createImageAnalyzer({ recognizer, spell: createSpellChecker() });
  });
  afterAll(async () => {
    await recognizer?.close();
  });

  it('has fixtures of every kind to check', () => {
    expect(new Set(fixtures.map((fixture) => fixture.category))).toEqual(new Set(['correct', 'misspelled', 'no-text']));
  });

  it.each(fixtures.map((fixture) => [fixture.file, fixture] as const))('%s', async (_file, fixture) => {
    const analysis = await analyze(await decodeImage(readFileSync(fixture.path)));
    const found = analysis.findings.map((finding) => normalizeWord(finding.word));
    if (fixture.category === 'misspelled') {
      // Every misspelled image is flagged, naming at least one of its misspelled words; nothing
      // it names is a word the image spells correctly.
      const misspelled = fixture.misspelledWords.map(normalizeWord);
      expect(
        found.some((word) => misspelled.includes(word)),
        JSON.stringify(analysis),
      ).toBe(true);
      expect(
        found.every((word) => misspelled.includes(word)),
        JSON.stringify(analysis),
      ).toBe(true);
    } else {
      expect(analysis.findings, JSON.stringify(analysis)).toEqual([]);
    }
    if (fixture.category === 'correct') {
      const text = normalizeWord(analysis.text);
      expect(
        fixture.words.filter((word) => text.includes(normalizeWord(word))).length,
        JSON.stringify(analysis),
      ).toBeGreaterThan(0);
    }
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
