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
 * Reads text with as few passes as find it, and merges their words: light text and dark text
 * straight; only when neither reads a word, each mask turned (tilted captions), stopping at the
 * first turn that reads; and the plain greyscale image when no mask held any letters. Every pass
 * costs about as much as the native tesseract command on the whole image, so passes that would
 * only confirm what another read are not run.
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
  const readsWords = (pass: PassResult) => keptWords(pass.words).length > 0;

  async function readTurned(masks: Mask[]): Promise<PassResult[]> {
    const passes: PassResult[] = [];
    for (const mask of masks) {
      for (const angle of TILT_ANGLES_DEGREES) {
        const pass = await read(`${mask.kind}${angle > 0 ? '+' : ''}${angle}`, await maskToPng(mask, angle));
        passes.push(pass);
        if (readsWords(pass)) return passes;
      }
    }
    return passes;
  }

  return async (image) => {
    const raster = await loadRaster(image);
    const masks = [textMask(raster, 'light'), textMask(raster, 'dark')].filter(mayHoldText);
    const passes = await Promise.all(masks.map(async (mask) => read(mask.kind, await maskToPng(mask))));
    if (masks.length > 0 && !passes.some(readsWords)) passes.push(...(await readTurned(masks)));
    if (!passes.some(readsWords)) passes.push(await read('gray', await grayscalePng(raster)));

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
