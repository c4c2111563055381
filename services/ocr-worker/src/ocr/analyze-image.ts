import type { OcrFinding } from '@shop/contracts';
import type { DecodedImage } from './decode.js';
import { boxInRaster, scaleBox } from './pass-frame.js';
import { colorMasks } from './color-masks.js';
import {
  grayscalePgm,
  type Mask,
  maskToPgm,
  mayHoldText,
  ocrRaster,
  type PassImage,
  textMasks,
  TILT_ANGLES_DEGREES,
} from './preprocess.js';
import type { Recognizer } from './recognize.js';
import { cleanToken, keptWords, MIN_WORD_CONFIDENCE, type SpellChecker } from './spellcheck.js';
import { type PlacedWord, wordFindings } from './word-findings.js';

export interface ImageAnalysis {
  /** The recognised text of the pass that read the most, lines kept. */
  text: string;
  /**
   * Words the dictionary does not know, as read, and words read with too little confidence to
   * tell (kind 'unreadable'), each once, in reading order.
   */
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

interface PassResult {
  name: string;
  text: string;
  words: PlacedWord[];
}

/** Straight passes of the masks, then turned ones, then the plain image: never more than this. */
export const MAX_PASSES = 8;
/** Masks of flat colours tried as ink, besides the light and dark ones. */
export const MAX_COLOR_MASKS = 2;
/** Masks read turned when no straight pass read surely. */
export const TURNED_MASKS = 2;
/** A pass whose every word-like token is this sure has read the text; no other pass is needed. */
export const SURE_CONFIDENCE = 85;
const DOUBT_MIN_LETTERS = 4;

const NOTHING: PassResult = { name: '', text: '', words: [] };

const score = (pass: PassResult) => keptWords(pass.words).reduce((sum, word) => sum + word.confidence, 0);

/**
 * Sure: it read words, and nothing that looks like a word was read with doubt. A doubtful token
 * is a misread letter run (a tilted line, an outline taken for a stroke) that another pass may read.
 */
function readsSurely(pass: PassResult): boolean {
  if (keptWords(pass.words).length === 0) return false;
  return pass.words.every((word) => {
    const token = cleanToken(word.text);
    return (
      !token ||
      word.confidence >= SURE_CONFIDENCE ||
      (token.length < DOUBT_MIN_LETTERS && word.confidence < MIN_WORD_CONFIDENCE)
    );
  });
}

/**
 * Reads text with the passes each image needs. Every mask that may hold text (light, dark, and
 * the image's common flat colours: gold, cream, navy letters) is read straight until one pass
 * reads surely; if none does, the masks that read most are read turned both ways (tilted lines;
 * tesseract deskews only a few degrees); the plain greyscale image only when no mask may hold text.
 * The words of every pass are merged by place (see wordFindings). Each pass costs about as much as
 * the native tesseract command on a crop, so they stop as soon as the text is read surely.
 */
export function createImageAnalyzer({
  recognizer,
  spell,
}: {
  recognizer: Recognizer;
  spell: SpellChecker;
}): ImageAnalyzer {
  async function read(name: string, image: () => PassImage | Promise<PassImage>): Promise<PassResult> {
    const { pgm, frame } = await image();
    const page = await recognizer.recognize(pgm);
    const words = page.words.map((word) => ({ ...word, box: boxInRaster(word.box, frame), pass: name }));
    return { name, text: page.text.trim(), words };
  }

  return async (image, original = image) => {
    const raster = await ocrRaster(image);
    const masks: Mask[] = [...textMasks(raster).filter(mayHoldText), ...colorMasks(raster, MAX_COLOR_MASKS)];
    const passes: PassResult[] = [];
    const sure = () => passes.some(readsSurely);
    for (const mask of masks) {
      if (sure() || passes.length >= MAX_PASSES) break;
      passes.push(await read(mask.kind, () => maskToPgm(mask)));
    }
    if (!sure()) {
      const straight = (mask: Mask) => passes.find((pass) => pass.name === mask.kind);
      // The masks that read most, then those that read letter runs, are the likeliest to hold a
      // tilted line; a tilted line read straight often gives nothing at all, so two are turned.
      const tokens = (mask: Mask) => (straight(mask)?.words ?? []).filter((word) => cleanToken(word.text)).length;
      const turning = [...masks]
        .sort((a, b) => score(straight(b) ?? NOTHING) - score(straight(a) ?? NOTHING) || tokens(b) - tokens(a))
        .slice(0, TURNED_MASKS);
      turns: for (const mask of turning) {
        for (const angle of TILT_ANGLES_DEGREES) {
          if (sure() || passes.length >= MAX_PASSES) break turns;
          passes.push(await read(`${mask.kind}${angle > 0 ? '+' : ''}${angle}`, () => maskToPgm(mask, angle)));
        }
      }
    }
    // On a busy background the plain image costs tesseract seconds of garbage; it is read only
    // when no mask may hold text (text in no flat colour, or none at all).
    if (masks.length === 0) passes.push(await read('gray', () => grayscalePgm(raster)));

    const toOriginal = original.width / raster.width;
    const findings = wordFindings(
      passes.flatMap((pass) => pass.words),
      spell,
    ).map((word): OcrFinding => ({
      kind: word.kind,
      word: word.word,
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
