import { misspellingMessage } from '@shop/contracts';
import {
  grayscalePng,
  loadRaster,
  maskToPng,
  mayHoldText,
  textMask,
  TILT_ANGLES_DEGREES,
  type Mask,
} from './preprocess.js';
import type { RecognizedWord, Recognizer } from './recognize.js';
import { findSuspectWords, keptWords, type SpellChecker } from './spellcheck.js';

export interface ImageAnalysis {
  /** The recognised text of the pass that read the most, lines kept. */
  text: string;
  /** Words the dictionary does not know, as read, each once. */
  suspectWords: string[];
  /** One message per suspect word. */
  ocrErrors: string[];
  /** Which passes ran, for logs and the bench. */
  passes: string[];
}

export type ImageAnalyzer = (image: Buffer) => Promise<ImageAnalysis>;

interface PassResult {
  name: string;
  text: string;
  words: RecognizedWord[];
}

const score = (pass: PassResult) => keptWords(pass.words).reduce((sum, word) => sum + word.confidence, 0);

/**
 * Reads text with several passes and merges their words: light text, dark text, tilted text
 * (only when a mask shows letters that the straight pass could not read), and the plain
 * greyscale image when neither mask held any.
 */
export function createImageAnalyzer({
  recognizer,
  spell,
}: {
  recognizer: Recognizer;
  spell: SpellChecker;
}): ImageAnalyzer {
  async function read(name: string, png: Buffer): Promise<PassResult> {
    const page = await recognizer.recognize(png);
    return { name, text: page.text.trim(), words: page.words };
  }

  async function readMask(mask: Mask): Promise<PassResult[]> {
    const straight = await read(mask.kind, await maskToPng(mask));
    if (keptWords(straight.words).length > 0) return [straight];
    const turned = await Promise.all(
      TILT_ANGLES_DEGREES.map(async (angle) =>
        read(`${mask.kind}${angle > 0 ? '+' : ''}${angle}`, await maskToPng(mask, angle)),
      ),
    );
    return [straight, ...turned];
  }

  return async (image) => {
    const raster = await loadRaster(image);
    const masks = [textMask(raster, 'light'), textMask(raster, 'dark')].filter(mayHoldText);
    const passes = (await Promise.all(masks.map(readMask))).flat();
    if (!passes.some((pass) => keptWords(pass.words).length > 0))
      passes.push(await read('gray', await grayscalePng(raster)));

    const suspectWords = findSuspectWords(
      passes.flatMap((pass) => pass.words),
      spell,
    );
    const best = passes.reduce<PassResult | undefined>(
      (top, pass) => (!top || score(pass) > score(top) ? pass : top),
      undefined,
    );
    return {
      text: best && score(best) > 0 ? best.text : '',
      suspectWords,
      ocrErrors: suspectWords.map(misspellingMessage),
      passes: passes.map((pass) => pass.name),
    };
  };
}
