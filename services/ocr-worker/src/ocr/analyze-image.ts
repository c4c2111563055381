import type { OcrFinding } from '@shop/contracts';
import type { DecodedImage } from './decode.js';
import { boxInRaster, scaleBox } from './pass-frame.js';
import {
  grayscalePgm,
  maskToPgm,
  mayHoldText,
  ocrRaster,
  type PassImage,
  textMasks,
  TILT_ANGLES_DEGREES,
} from './preprocess.js';
import type { RecognizedWord, Recognizer } from './recognize.js';
import { findSuspectWords, keptWords, type SpellChecker } from './spellcheck.js';

export interface ImageAnalysis {
  /** The recognised text of the pass that read the most, lines kept. */
  text: string;
  /** Words the dictionary does not know, as read, each once, in reading order. */
  findings: OcrFinding[];
  /** Which passes ran, for logs and the bench. */
  passes: string[];
}

/**
 * `original`: the upright original's size, which finding boxes are given in; the decoded image
 * may be reduced from it. Without it, boxes are in the decoded image's pixels.
 */
export type ImageAnalyzer = (
  image: DecodedImage,
  original?: { width: number; height: number },
) => Promise<ImageAnalysis>;

/** A word placed in the raster's pixels, with the pass that read it. */
interface PlacedWord extends RecognizedWord {
  pass: string;
}

interface PassResult {
  name: string;
  text: string;
  words: PlacedWord[];
}

const score = (pass: PassResult) => keptWords(pass.words).reduce((sum, word) => sum + word.confidence, 0);

/**
 * Reads text with as few passes as find it: the light-text mask, then the dark-text mask, then
 * each mask turned (tilted captions), then the plain greyscale image, stopping at the first pass
 * that reads a word. Artwork text has one style per piece, and
 * the mask that reads it also reads dark letters set in a light band (as holes in the band), so
 * the other masks only ever confirmed it; each pass costs about as much as the native tesseract
 * command on the whole image, so they are not run.
 */
export function createImageAnalyzer({
  recognizer,
  spell,
}: {
  recognizer: Recognizer;
  spell: SpellChecker;
}): ImageAnalyzer {
  const readsWords = (pass: PassResult) => keptWords(pass.words).length > 0;

  /** Runs the passes in order until one reads a word; answers every pass run. */
  async function readUntilWords(
    candidates: { name: string; image: () => PassImage | Promise<PassImage> }[],
  ): Promise<PassResult[]> {
    const passes: PassResult[] = [];
    for (const candidate of candidates) {
      const { pgm, frame } = await candidate.image();
      const page = await recognizer.recognize(pgm);
      const words = page.words.map((word) => ({ ...word, box: boxInRaster(word.box, frame), pass: candidate.name }));
      const pass = { name: candidate.name, text: page.text.trim(), words };
      passes.push(pass);
      if (readsWords(pass)) break;
    }
    return passes;
  }

  return async (image, original = image) => {
    const raster = await ocrRaster(image);
    const masks = textMasks(raster).filter(mayHoldText);
    const straight = masks.map((mask) => ({ name: mask.kind, image: () => maskToPgm(mask) }));
    const turned = masks.flatMap((mask) =>
      TILT_ANGLES_DEGREES.map((angle) => ({
        name: `${mask.kind}${angle > 0 ? '+' : ''}${angle}`,
        image: () => maskToPgm(mask, angle),
      })),
    );
    const gray = { name: 'gray', image: () => grayscalePgm(raster) };
    const passes = await readUntilWords([...straight, ...turned, gray]);

    const toOriginal = original.width / raster.width;
    const findings = findSuspectWords(
      passes.flatMap((pass) => pass.words),
      spell,
    ).map((word): OcrFinding => ({
      kind: 'misspelling',
      word: word.text,
      confidence: word.confidence,
      box: scaleBox(word.box, toOriginal, original),
      pass: word.pass,
    }));
    const best = passes.reduce<PassResult | undefined>(
      (top, pass) => (!top || score(pass) > score(top) ? pass : top),
      undefined,
    );
    return {
      text: best && score(best) > 0 ? best.text : '',
      findings,
      passes: passes.map((pass) => pass.name),
    };
  };
}
