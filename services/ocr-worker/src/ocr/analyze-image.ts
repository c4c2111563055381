import { MAX_OCR_SUGGESTIONS, type OcrFinding } from '@shop/contracts';
import type { DecodedImage } from './decode.js';
import { boxesMeet, boxInRaster, scaleBox, scaledWordBox } from './pass-frame.js';
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
import type { SceneTextReader } from './scene-text-reader.js';
import { cleanToken, gluedWords, inCaseOf, keptWords, MIN_WORD_CONFIDENCE, type SpellChecker } from './spellcheck.js';
import { MAX_SECOND_LOOKS, mayHaveLostLetters, secondLookRects, wordOnSecondLook } from './second-look.js';
import { zerosDrawnForO } from './narrow-zeros.js';
import { tallZerosReadAsO } from './tall-zeros.js';
import { isTextRegion } from './text-regions.js';
import {
  type PlacedWord,
  SCENE_TEXT_PASS,
  SCENE_TEXT_WORD_CONFIDENCE,
  type WordFinding,
  wordFindings,
} from './word-findings.js';

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
  /**
   * Every word the judge was given (each pass's and the scene-text reader's), for the bench to
   * record and judge again without reading (bench/ocr/replay-judge.mjs).
   */
  readings: PlacedWord[];
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

/** The findings, then each zero drawn for an O at a place no finding holds already. */
function withZerosFound(findings: readonly WordFinding[], zeros: readonly WordFinding[]): WordFinding[] {
  const free = zeros.filter((zero) => !findings.some((finding) => boxesMeet(finding.box, zero.box)));
  return [...findings, ...free];
}

/** A scene-text line within this of horizontal is level: tesseract reads it as well straight as turned. */
export const LEVEL_LINE_DEGREES = 2;

/** How far a rectangle's long side is from horizontal, in degrees (0-90), whichever way it runs. */
function tiltOf(rect: { along: { x: number; y: number } }): number {
  const degrees = Math.abs((Math.atan2(rect.along.y, rect.along.x) * 180) / Math.PI);
  return Math.min(degrees, 180 - degrees);
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
/**
 * Misspellings of one image offered suggestions, in reading order: a few ms of CPU each (up to
 * about 50 for a letter run with no near word), so a page of garbage costs well under a pass.
 */
export const MAX_SUGGESTED_FINDINGS = 10;

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
 * tesseract deskews only a few degrees), unless the second reader found every line straight and level; the plain greyscale image only when no mask may hold text.
 * The words of every pass are merged by place (see wordFindings). Each pass costs about as much as
 * the native tesseract command on a crop, so they stop as soon as the text is read surely.
 */
export function createImageAnalyzer({
  recognizer,
  spell,
  sceneText,
}: {
  recognizer: Recognizer;
  spell: SpellChecker;
  /**
   * The second reader: its words are judged with tesseract's, place by place, and its
   * text is kept when it reads more dictionary words than the best pass.
   */
  sceneText?: SceneTextReader;
}): ImageAnalyzer {
  const dictionaryWords = (words: readonly PlacedWord[]) =>
    keptWords(words).filter((word) => spell.isKnown(word.text) || gluedWords(word.text, spell)).length;

  /** At least one word, and every word-like token a dictionary word read with confidence. */
  const readsOnlyWordsSurely = (words: readonly PlacedWord[]) => {
    const tokens = words.filter((word) => cleanToken(word.text));
    return (
      tokens.length > 0 &&
      tokens.length === keptWords(tokens).length &&
      tokens.every((word) => word.confidence >= SCENE_TEXT_WORD_CONFIDENCE) &&
      dictionaryWords(tokens) === tokens.length
    );
  };

  async function readSceneText(
    image: DecodedImage,
    raster: { width: number },
  ): Promise<PassResult & { mayBeTilted: boolean; zeros: WordFinding[] }> {
    if (!sceneText) return { ...NOTHING, mayBeTilted: true, zeros: [] };
    const reading = await sceneText.read(image);
    // Lines found, every one straight and level: a turned pass has no tilt to undo.
    const mayBeTilted =
      reading.lines.length === 0 || reading.lines.some((line) => line.curved || tiltOf(line.rect) > LEVEL_LINE_DEGREES);
    // Boxes from the decoded image's pixels to the raster's, where tesseract's words are.
    const scale = raster.width / image.width;
    const words = reading.lines.flatMap((line) => {
      const inTextRegion = isTextRegion({ detectionScore: line.detectionScore, height: line.rect.height }, image);
      return line.words.map((word): PlacedWord => ({
        text: word.text,
        confidence: word.confidence,
        leastSure: word.leastSure,
        letters: word.letters,
        inTextRegion,
        pass: SCENE_TEXT_PASS,
        box: scaledWordBox(word.box, scale),
      }));
    });
    // Words it glued are shown apart: "SummerArtFestival" is "Summer Art Festival".
    const text = reading.text.replace(/\p{L}+/gu, (token) =>
      spell.isKnown(token) ? token : (gluedWords(token, spell)?.join(' ') ?? token),
    );
    // Dictionary words whose O the image draws as a zero ("CR0WN" read "CROWN"): misspellings.
    const zeros = [
      ...zerosDrawnForO(reading.lines, image, spell),
      // Small o's drawn as tall as capitals ("Do0r" read "Door").
      ...tallZerosReadAsO(reading.lines, image, spell),
    ].map((zero): WordFinding => ({
      kind: 'misspelling',
      word: zero.word,
      confidence: zero.confidence,
      box: scaledWordBox(zero.box, scale),
      pass: SCENE_TEXT_PASS,
      readings: [zero.read],
    }));
    return { name: SCENE_TEXT_PASS, text, words, mayBeTilted, zeros };
  }

  /**
   * The findings left after a second look (second-look.ts): a word that tighter crops of its box
   * read as a dictionary word with a letter it lost put back was misread, not misspelled.
   */
  async function afterSecondLook(
    image: DecodedImage,
    raster: { width: number },
    findings: readonly WordFinding[],
  ): Promise<WordFinding[]> {
    if (!sceneText) return [...findings];
    // Finding boxes are in the raster's pixels; the reader crops the decoded image.
    const toImage = image.width / raster.width;
    const kept: WordFinding[] = [];
    // Suggestions cost a few ms each (tens for a letter run): only the misspellings that will be
    // offered them are asked, so a page of garbage stays cheap.
    let asked = 0;
    let looks = 0;
    for (const finding of findings) {
      const mayLook = finding.kind === 'misspelling' && looks < MAX_SECOND_LOOKS && asked++ < MAX_SUGGESTED_FINDINGS;
      if (mayLook && mayHaveLostLetters(finding.word, spell)) {
        looks += 1;
        const box = scaledWordBox(finding.box, toImage);
        const readings = await sceneText.reread(image, secondLookRects(box, image));
        if (wordOnSecondLook(finding.word, readings, spell)) continue;
      }
      kept.push(finding);
    }
    return kept;
  }

  async function read(name: string, image: () => PassImage | Promise<PassImage>): Promise<PassResult> {
    const { pgm, frame } = await image();
    const page = await recognizer.recognize(pgm);
    const words = page.words.map((word) => ({ ...word, box: boxInRaster(word.box, frame), pass: name }));
    return { name, text: page.text.trim(), words };
  }

  return async (image, original = image) => {
    const raster = await ocrRaster(image);
    const scene = await readSceneText(image, raster);
    // A scene-text reading of dictionary words only, each read surely, needs no second opinion:
    // tesseract's passes (about 480 ms of CPU an image) run when a word may be misspelled or
    // misread, when nothing was read, or when there is no scene-text reader.
    const secondOpinion = !sceneText || !readsOnlyWordsSurely(scene.words);
    const masks: Mask[] = secondOpinion ? textMasks(raster).filter(mayHoldText) : [];
    const passes: PassResult[] = [];
    const sure = () => passes.some(readsSurely);
    const readStraight = async (from: readonly Mask[]) => {
      for (const mask of from) {
        if (sure() || passes.length >= MAX_PASSES) break;
        passes.push(await read(mask.kind, () => maskToPgm(mask)));
      }
    };
    await readStraight(masks);
    // The flat colours' masks (some 20 ms of CPU to find) only when light and dark ink did not
    // read surely: the same passes in the same order as finding them first.
    if (secondOpinion && !sure()) {
      const colors = colorMasks(raster, MAX_COLOR_MASKS);
      masks.push(...colors);
      await readStraight(colors);
    }
    if (secondOpinion && !sure() && scene.mayBeTilted) {
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
    if (secondOpinion && masks.length === 0) passes.push(await read('gray', () => grayscalePgm(raster)));

    const toOriginal = original.width / raster.width;
    let suggested = 0;
    const readings = [...passes.flatMap((pass) => pass.words), ...scene.words];
    const judged = withZerosFound(await afterSecondLook(image, raster, wordFindings(readings, spell)), scene.zeros);
    const findings = judged.map((word): OcrFinding => {
      const finding: OcrFinding = {
        kind: word.kind,
        word: word.word,
        confidence: word.confidence,
        box: scaleBox(word.box, toOriginal, original),
        pass: word.pass,
        ...(word.readings && { readings: word.readings }),
      };
      // Only misspellings: an unreadable token is no word to correct.
      if (word.kind !== 'misspelling' || suggested >= MAX_SUGGESTED_FINDINGS) return finding;
      suggested += 1;
      // The other reader's reading of the place first, when it is a word: it saw the image.
      const readers = (word.readings ?? []).filter((reading) => spell.isKnown(reading));
      const suggestions = [
        ...new Set([...readers.map((reading) => inCaseOf(word.word, reading)), ...spell.suggest(word.word)]),
      ];
      return { ...finding, suggestions: suggestions.slice(0, MAX_OCR_SUGGESTIONS) };
    });
    const best = passes.reduce<PassResult | undefined>(
      (top, pass) => (!top || score(pass) > score(top) ? pass : top),
      undefined,
    );
    const text = best && score(best) > 0 ? best.text : '';
    return {
      text: dictionaryWords(scene.words) > (best ? dictionaryWords(best.words) : 0) ? scene.text : text,
      findings,
      passes: passes.map((pass) => pass.name),
      readings,
    };
  };
}
