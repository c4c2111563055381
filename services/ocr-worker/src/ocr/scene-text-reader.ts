import ort from 'onnxruntime-node';
import { type DecodedImage, sharpOf } from './decode.js';
import { detectionInput, linesFromProbabilityMap, scaleRect } from './scene-text-detect.js';
import { piecesInput } from './scene-text-curves.js';
import { boundingBox, pointIn, type RotatedRect } from './scene-text-geometry.js';
import type { RgbImage } from './scene-text-image.js';
import { loadSceneTextModels } from './scene-text-models.js';
import { ctcDecode, type DecodedChar, latinClasses, lineInput } from './scene-text-recognize.js';
import type { WordBox } from './word-box.js';

/** A word of a line, with its confidence (0-100, as tesseract gives) and its box in the image's pixels. */
export interface SceneTextWord {
  text: string;
  confidence: number;
  /** The probability of its least sure character, 0-100: a misread letter in a sure word shows here. */
  leastSure: number;
  /** Each character's probability, 0-100, in the order of `text`: for a piece of a glued word. */
  letters: number[];
  box: WordBox;
}

export interface SceneTextLine {
  text: string;
  /** Mean probability of the line's characters, 0-100. */
  confidence: number;
  /** The detector's mean text probability over the line, 0-1. */
  detectionScore: number;
  box: WordBox;
  /** The line's rectangle as detected, tilt kept. */
  rect: RotatedRect;
  /** Read along a curve, piece by piece (text on an arc): its rectangle's tilt says little of its letters'. */
  curved: boolean;
  words: SceneTextWord[];
}

export interface SceneTextReading {
  lines: SceneTextLine[];
  /** Every line's text, one a line, in reading order. */
  text: string;
}

export interface SceneTextReader {
  read(image: DecodedImage): Promise<SceneTextReading>;
  /** Each upright rectangle of the image read as one line: a second look at a word (second-look.ts). */
  reread(image: DecodedImage, rects: readonly RotatedRect[]): Promise<{ text: string; leastSure: number }[]>;
}

export interface SceneTextReaderOptions {
  /** The detector sees the image scaled to this long side (up or down). */
  detectorSide?: number;
  /** 'latin': only Latin characters compete in decoding; 'all': the recognizer's whole set (CJK too). */
  characterSet?: 'latin' | 'all';
  /** onnxruntime intra-op threads per session. */
  threads?: number;
}

/**
 * Measured on the 42 development fixtures (bench/ocr/scene-text-readers.mjs): 736 read 104 of
 * 110 words at 289 ms CPU an image; 640 read 101 at 253 ms, PP-OCR's default 960 read 102 at
 * 529 ms, 1280 read 100 at 841 ms. Every size read all 26 misspelled words.
 */
export const DEFAULT_DETECTOR_SIDE = 736;

/**
 * The second reader: PP-OCRv4's DB detector finds text lines the way people see them (on any
 * background, tilted, outlined) and its recognizer reads each line. Models load once per process.
 */
export async function createSceneTextReader({
  detectorSide = DEFAULT_DETECTOR_SIDE,
  characterSet = 'latin',
  threads = 1,
}: SceneTextReaderOptions = {}): Promise<SceneTextReader> {
  const models = await loadSceneTextModels({ threads });
  const allowed = characterSet === 'latin' ? latinClasses(models.characters) : undefined;

  async function detect(image: RgbImage): Promise<{ rect: RotatedRect; score: number; pieces?: RotatedRect[] }[]> {
    const input = await detectionInput(image, detectorSide);
    const output = await models.detector.run({
      [models.detector.inputNames[0] ?? 'x']: new ort.Tensor('float32', input.data, [1, 3, input.height, input.width]),
    });
    const map = output[models.detector.outputNames[0] ?? ''];
    if (!map) throw new Error('The text detector gave no output');
    const lines = linesFromProbabilityMap(map.data as Float32Array, input.width, input.height);
    const scaleX = image.width / input.width;
    const scaleY = image.height / input.height;
    return lines.map((line) => ({
      rect: scaleRect(line.rect, scaleX, scaleY),
      score: line.score,
      ...(line.pieces && { pieces: line.pieces.map((piece) => scalePiece(piece, scaleX, scaleY)) }),
    }));
  }

  /** A curved line's pieces read as one line; each character's step becomes the index of its piece. */
  async function recognizePieces(image: RgbImage, pieces: readonly RotatedRect[]): Promise<DecodedChar[]> {
    const input = piecesInput(image, pieces);
    const { chars, steps } = await run(input);
    const columnsPerStep = input.paddedWidth / steps;
    return chars.map((char) => {
      const column = char.step * columnsPerStep;
      const piece = input.ends.findIndex((end) => column < end);
      return { ...char, step: piece === -1 ? pieces.length - 1 : piece };
    });
  }

  async function run(input: { data: Float32Array; paddedWidth: number }) {
    const output = await models.recognizer.run({
      [models.recognizer.inputNames[0] ?? 'x']: new ort.Tensor('float32', input.data, [1, 3, 48, input.paddedWidth]),
    });
    const probabilities = output[models.recognizer.outputNames[0] ?? ''];
    if (!probabilities) throw new Error('The text recognizer gave no output');
    const [, steps = 0, classes = 0] = probabilities.dims;
    const chars = ctcDecode(probabilities.data as Float32Array, steps, classes, models.characters, allowed);
    return { chars, steps };
  }

  async function recognize(image: RgbImage, rect: RotatedRect): Promise<DecodedChar[]> {
    const input = lineInput(image, rect);
    const { chars, steps } = await run(input);
    // A step covers paddedWidth / steps pixels of the scaled line; back to the rectangle's units.
    const unitsPerStep = ((input.paddedWidth / steps) * rect.width) / input.width;
    return chars.map((char) => ({ ...char, step: char.step * unitsPerStep }));
  }

  // The second look reads the image read just before; its pixels are made once.
  const rgbImages = new WeakMap<DecodedImage, Promise<RgbImage>>();
  const rgbOfOnce = (decoded: DecodedImage) => {
    const known = rgbImages.get(decoded);
    if (known) return known;
    const made = rgbOf(decoded);
    rgbImages.set(decoded, made);
    return made;
  };

  return {
    async reread(decoded, rects) {
      const image = await rgbOfOnce(decoded);
      const readings: { text: string; leastSure: number }[] = [];
      for (const rect of rects) {
        const chars = await recognize(image, rect);
        readings.push({
          text: chars
            .map((char) => char.char)
            .join('')
            .trim(),
          leastSure: chars.length === 0 ? 0 : 100 * Math.min(...chars.map((char) => char.probability)),
        });
      }
      return readings;
    },
    async read(decoded) {
      const image = await rgbOfOnce(decoded);
      const detected = await detect(image);
      const lines: SceneTextLine[] = [];
      for (const { rect, score, pieces } of detected) {
        const chars = pieces ? await recognizePieces(image, pieces) : await recognize(image, rect);
        const text = chars
          .map((char) => char.char)
          .join('')
          .trim();
        if (!text) continue;
        lines.push({
          text,
          confidence: 100 * mean(chars.map((char) => char.probability)),
          detectionScore: score,
          box: boundingBox(rect, image),
          rect,
          curved: pieces !== undefined,
          words: pieces ? curvedWordsOf(chars, pieces, image) : wordsOf(chars, rect, image),
        });
      }
      const ordered = inReadingOrder(lines);
      return { lines: ordered, text: ordered.map((line) => line.text).join('\n') };
    },
  };
}

/**
 * Top to bottom, and left to right along a row: the detector often boxes each word of a tilted
 * line apart, and "Midnigth Jazz" tilted up has "Jazz" higher on the page. A row starts at the
 * highest line left and takes every line whose centre lies within half its height of that line's
 * axis (across its own tilt), ordered along it.
 */
export function inReadingOrder<L extends { rect: RotatedRect }>(lines: readonly L[]): L[] {
  const centre = (rect: RotatedRect) => pointIn(rect, rect.width / 2, rect.height / 2);
  const left = [...lines].sort((a, b) => centre(a.rect).y - centre(b.rect).y);
  const ordered: L[] = [];
  while (left.length > 0) {
    const first = left[0] as L;
    const origin = centre(first.rect);
    const offset = (line: L) => {
      const point = centre(line.rect);
      return { x: point.x - origin.x, y: point.y - origin.y };
    };
    const across = (line: L) => offset(line).x * first.rect.across.x + offset(line).y * first.rect.across.y;
    const along = (line: L) => offset(line).x * first.rect.along.x + offset(line).y * first.rect.along.y;
    const row = left.filter((line) => Math.abs(across(line)) <= first.rect.height / 2);
    ordered.push(...row.sort((a, b) => along(a) - along(b)));
    for (const line of row) left.splice(left.indexOf(line), 1);
  }
  return ordered;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

const isLetter = (char: DecodedChar | undefined) => char !== undefined && /\p{L}/u.test(char.char);

/**
 * The line's characters grouped into words: split at the spaces read, and after a comma or
 * semicolon read between two letters ("ROBOT,PARADDE"), where the reader missed the space; left
 * whole, such a token is no word to judge and hid the misspelling after it. Digits keep theirs
 * ("1,000").
 */
export function wordGroups(chars: readonly DecodedChar[]): DecodedChar[][] {
  const groups: DecodedChar[][] = [[]];
  chars.forEach((char, index) => {
    if (char.char === ' ') {
      groups.push([]);
      return;
    }
    groups.at(-1)?.push(char);
    if ((char.char === ',' || char.char === ';') && isLetter(chars[index - 1]) && isLetter(chars[index + 1]))
      groups.push([]);
  });
  return groups;
}

/**
 * The line's words (split at the spaces it read), each boxed by the steps its characters were read
 * at, spread half a character either side.
 */
function wordsOf(chars: readonly DecodedChar[], rect: RotatedRect, image: RgbImage): SceneTextWord[] {
  const groups = wordGroups(chars);
  const halfChar = rect.height / 4;
  return groups.flatMap((group) => {
    const first = group[0];
    const last = group.at(-1);
    if (!first || !last) return [];
    const from = Math.max(0, first.step - halfChar);
    const to = Math.min(rect.width, last.step + 3 * halfChar);
    const part: RotatedRect = { ...rect, origin: pointIn(rect, from, 0), width: Math.max(1, to - from) };
    return [
      {
        text: group.map((char) => char.char).join(''),
        confidence: 100 * mean(group.map((char) => char.probability)),
        leastSure: 100 * Math.min(...group.map((char) => char.probability)),
        letters: group.map((char) => 100 * char.probability),
        box: boundingBox(part, image),
      },
    ];
  });
}

/**
 * A piece scaled keeping its reading direction (scaleRect's smallest rectangle would turn a piece
 * taller than wide on its side); the detector's scales differ by a rounding, so it stays square.
 */
function scalePiece(piece: RotatedRect, scaleX: number, scaleY: number): RotatedRect {
  const along = { x: piece.along.x * scaleX, y: piece.along.y * scaleY };
  const across = { x: piece.across.x * scaleX, y: piece.across.y * scaleY };
  const alongLength = Math.hypot(along.x, along.y);
  const acrossLength = Math.hypot(across.x, across.y);
  return {
    origin: { x: piece.origin.x * scaleX, y: piece.origin.y * scaleY },
    along: { x: along.x / alongLength, y: along.y / alongLength },
    across: { x: across.x / acrossLength, y: across.y / acrossLength },
    width: piece.width * alongLength,
    height: piece.height * acrossLength,
  };
}

/** A curved line's words (chars' steps are piece indexes), each boxed by the pieces it lies on. */
function curvedWordsOf(
  chars: readonly DecodedChar[],
  pieces: readonly RotatedRect[],
  image: RgbImage,
): SceneTextWord[] {
  const groups = wordGroups(chars);
  return groups.flatMap((group) => {
    const first = group[0];
    const last = group.at(-1);
    if (!first || !last) return [];
    const boxes = pieces.slice(first.step, last.step + 1).map((piece) => boundingBox(piece, image));
    return [
      {
        text: group.map((char) => char.char).join(''),
        confidence: 100 * mean(group.map((char) => char.probability)),
        leastSure: 100 * Math.min(...group.map((char) => char.probability)),
        letters: group.map((char) => 100 * char.probability),
        box: {
          left: Math.min(...boxes.map((box) => box.left)),
          top: Math.min(...boxes.map((box) => box.top)),
          right: Math.max(...boxes.map((box) => box.right)),
          bottom: Math.max(...boxes.map((box) => box.bottom)),
        },
      },
    ];
  });
}

/** The decoded image as opaque RGB (on white), as the detector and recognizer take it. */
async function rgbOf(decoded: DecodedImage): Promise<RgbImage> {
  if (decoded.channels === 3) return { width: decoded.width, height: decoded.height, rgb: decoded.pixels };
  const { data, info } = await sharpOf(decoded)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: data };
}
