import { describe, expect, it } from 'vitest';
import { createImageAnalyzer, MAX_SUGGESTED_FINDINGS } from './analyze-image.js';
import type { DecodedImage } from './decode.js';
import type { RecognizedWord, Recognizer } from './recognize.js';
import type { SceneTextReader } from './scene-text-reader.js';
import { sharedShopSpellChecker } from '../testing/spell-checkers.js';

/** White with a dark band, so that a mask may hold text and tesseract's stand-in is asked. */
function bandedImage(): DecodedImage {
  const width = 1400;
  const height = 200;
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 80; y < 120; y++) pixels.fill(20, y * width + 40, y * width + 1360);
  return { width, height, channels: 1, pixels };
}

/** Tesseract's stand-in: every pass reads the same words. */
const reading = (words: RecognizedWord[]): Recognizer => ({
  recognize: () => Promise.resolve({ text: words.map((word) => word.text).join(' '), words }),
  close: () => Promise.resolve(),
});

const at = (text: string, confidence: number, left: number): RecognizedWord => ({
  text,
  confidence,
  box: { left, top: 80, right: left + 90, bottom: 120 },
});

describe('the image analysis', () => {
  it('offers the nearest dictionary words for a misspelling, none for an unreadable token', async () => {
    const analyze = createImageAnalyzer({
      recognizer: reading([at('SUMMR', 94, 40), at('Records', 93, 140), at('WVimGzae', 48, 240)]),
      spell: sharedShopSpellChecker(),
    });
    const { findings } = await analyze(bandedImage());
    expect(findings.map(({ kind, word, suggestions }) => ({ kind, word, suggestions }))).toEqual([
      { kind: 'misspelling', word: 'SUMMR', suggestions: expect.arrayContaining(['SUMMER']) as unknown },
      { kind: 'unreadable', word: 'WVimGzae', suggestions: undefined },
    ]);
  });

  it('looks for suggestions for a bounded number of misspellings an image', async () => {
    const misspelled = ['Grnad', 'Opneing', 'Slae', 'Modren', 'Galery', 'Prnits', 'Midnigth', 'Tonihgt', 'Gardnes'];
    const words = [...misspelled, 'Harvset', 'Ocaen', 'Wintre'].map((text, i) => at(text, 95, 40 + i * 100));
    const analyze = createImageAnalyzer({ recognizer: reading(words), spell: sharedShopSpellChecker() });
    const { findings } = await analyze(bandedImage());
    expect(words.length).toBeGreaterThan(MAX_SUGGESTED_FINDINGS);
    expect(findings).toHaveLength(words.length);
    expect(findings.filter((finding) => finding.suggestions !== undefined)).toHaveLength(MAX_SUGGESTED_FINDINGS);
  });

  /** The second reader's stand-in: one line read doubtfully, tilted by `degrees`, read on a curve or not. */
  const sceneLine = (degrees: number, curved = false): SceneTextReader => {
    const radians = (degrees * Math.PI) / 180;
    const box = { left: 40, top: 80, right: 1360, bottom: 120 };
    const word = { text: 'Harvset', confidence: 60, leastSure: 40, letters: [60, 60, 40, 60, 60, 60, 60], box };
    return {
      // A second look that reads nothing: the finding stands.
      reread: (_image, rects) => Promise.resolve(rects.map(() => ({ text: '', leastSure: 0 }))),
      read: () =>
        Promise.resolve({
          text: 'Harvset',
          lines: [
            {
              text: 'Harvset',
              confidence: 60,
              detectionScore: 0.9,
              box,
              rect: {
                origin: { x: 40, y: 80 },
                along: { x: Math.cos(radians), y: Math.sin(radians) },
                across: { x: -Math.sin(radians), y: Math.cos(radians) },
                width: 1320,
                height: 40,
              },
              curved,
              words: [word],
            },
          ],
        }),
    };
  };

  it('reads turned only where the second reader saw a line that may be tilted', async () => {
    const passesWith = async (sceneText: SceneTextReader) => {
      const analyze = createImageAnalyzer({
        recognizer: reading([at('Harvset', 60, 40)]),
        spell: sharedShopSpellChecker(),
        sceneText,
      });
      return (await analyze(bandedImage())).passes;
    };
    const turned = (passes: string[]) => passes.filter((pass) => /[+-]\d+$/.test(pass));
    const level = await passesWith(sceneLine(1));
    expect(level.length).toBeGreaterThan(0);
    expect(turned(level)).toEqual([]);
    expect(turned(await passesWith(sceneLine(179)))).toEqual([]);
    expect(turned(await passesWith(sceneLine(6))).length).toBeGreaterThan(0);
    expect(turned(await passesWith(sceneLine(0, true))).length).toBeGreaterThan(0);
  });
});
