import type { RotatedRect } from './scene-text-geometry.js';
import type { RgbImage } from './scene-text-image.js';

/** The PP-OCRv4 recognizer reads lines 48 px high, at least 320 px wide (its rec_image_shape). */
export const LINE_HEIGHT = 48;
export const MIN_LINE_WIDTH = 320;
/** Longer lines are squeezed to this width: a banner line, not a paragraph. */
export const MAX_LINE_WIDTH = 1600;

export interface LineInput {
  /** 1 × 3 × LINE_HEIGHT × paddedWidth, BGR planes in [-1, 1], zero (mid-grey) past the text. */
  data: Float32Array;
  /** Width the line was scaled to, before padding. */
  width: number;
  paddedWidth: number;
}

/**
 * The line cut out of the image upright (along its rectangle) and scaled to LINE_HEIGHT, as
 * PP-OCR's get_rotate_crop_image + resize_norm_img do. Each output pixel averages a grid of
 * bilinear samples as large as the scale, so a tall line shrinks without aliasing.
 */
export function lineInput(image: RgbImage, rect: RotatedRect): LineInput {
  const scale = rect.height / LINE_HEIGHT;
  const width = Math.max(1, Math.min(MAX_LINE_WIDTH, Math.ceil(rect.width / scale)));
  const paddedWidth = Math.max(MIN_LINE_WIDTH, width);
  const plane = LINE_HEIGHT * paddedWidth;
  const data = new Float32Array(3 * plane);
  const stepU = rect.width / width;
  const stepV = rect.height / LINE_HEIGHT;
  const samplesU = Math.max(1, Math.ceil(stepU));
  const samplesV = Math.max(1, Math.ceil(stepV));
  // Sums of one output pixel's samples, R, G and B. The loops below compute each sample's point
  // and its bilinear value in place (pointIn's and the interpolation's arithmetic, in the same
  // order): a point object and three closures a sample made this the analysis's busiest loop of
  // JavaScript and a steady source of garbage.
  const pixel = new Float64Array(3);
  const { origin, along, across } = rect;
  const { rgb } = image;
  const lastX = image.width - 1;
  const lastY = image.height - 1;
  for (let row = 0; row < LINE_HEIGHT; row++) {
    for (let column = 0; column < width; column++) {
      pixel[0] = pixel[1] = pixel[2] = 0;
      for (let sv = 0; sv < samplesV; sv++) {
        for (let su = 0; su < samplesU; su++) {
          const u = (column + (su + 0.5) / samplesU) * stepU;
          const v = (row + (sv + 0.5) / samplesV) * stepV;
          const x = origin.x + u * along.x + v * across.x - 0.5;
          const y = origin.y + u * along.y + v * across.y - 0.5;
          // Interpolated between the four nearest pixels, clamped to the image's edge.
          const cx = Math.min(Math.max(x, 0), lastX);
          const cy = Math.min(Math.max(y, 0), lastY);
          const x0 = Math.floor(cx);
          const y0 = Math.floor(cy);
          const x1 = Math.min(x0 + 1, lastX);
          const y1 = Math.min(y0 + 1, lastY);
          const fx = cx - x0;
          const fy = cy - y0;
          const topLeft = (y0 * image.width + x0) * 3;
          const topRight = (y0 * image.width + x1) * 3;
          const bottomLeft = (y1 * image.width + x0) * 3;
          const bottomRight = (y1 * image.width + x1) * 3;
          for (let c = 0; c < 3; c++) {
            const top = (rgb[topLeft + c] ?? 0) * (1 - fx) + (rgb[topRight + c] ?? 0) * fx;
            const bottom = (rgb[bottomLeft + c] ?? 0) * (1 - fx) + (rgb[bottomRight + c] ?? 0) * fx;
            pixel[c] = (pixel[c] ?? 0) + top * (1 - fy) + bottom * fy;
          }
        }
      }
      const samples = samplesU * samplesV;
      for (let c = 0; c < 3; c++) {
        // Plane c holds BGR channel c, which is RGB channel 2 - c.
        data[c * plane + row * paddedWidth + column] = ((pixel[2 - c] ?? 0) / samples / 255 - 0.5) / 0.5;
      }
    }
  }
  return { data, width, paddedWidth };
}

/** A character kept by CTC decoding: its text, probability and the time step it was read at. */
export interface DecodedChar {
  char: string;
  probability: number;
  step: number;
}

/**
 * Greedy CTC decoding of the recognizer's output (`steps` × `classes` probabilities, class 0 the
 * CTC blank, class i the character `characters[i - 1]`): the likeliest class at each step,
 * repeats merged, blanks dropped. Only classes in `allowed` compete (a Latin character set cut from
 * a recognizer trained on more scripts); all when it is undefined.
 */
export function ctcDecode(
  probabilities: Float32Array,
  steps: number,
  classes: number,
  characters: readonly string[],
  allowed?: readonly number[],
): DecodedChar[] {
  const candidates = allowed ?? Array.from({ length: classes }, (_, index) => index);
  const decoded: DecodedChar[] = [];
  let previous = -1;
  for (let step = 0; step < steps; step++) {
    let best = 0;
    let bestProbability = -1;
    for (const index of candidates) {
      const probability = probabilities[step * classes + index] ?? 0;
      if (probability > bestProbability) {
        best = index;
        bestProbability = probability;
      }
    }
    if (best !== 0 && best !== previous)
      decoded.push({ char: characters[best - 1] ?? '', probability: bestProbability, step });
    previous = best;
  }
  return decoded;
}

/**
 * The classes of a character list that a Latin-script reader may output: the CTC blank, ASCII
 * printable characters, Latin-1 letters and typographic quotes and dashes.
 */
export function latinClasses(characters: readonly string[]): number[] {
  const isLatin = (char: string) => /^[\x20-\x7e\u00c0-\u00ff\u2018\u2019\u201c\u201d\u2013\u2014]$/u.test(char);
  return [0, ...characters.flatMap((char, index) => (isLatin(char) ? [index + 1] : []))];
}
