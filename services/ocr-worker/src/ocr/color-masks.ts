import { inkShape, type Mask, mayHoldText, type RasterImage } from './preprocess.js';

/**
 * Display text is one flat colour that is neither near-white nor near-black often enough (gold on
 * bokeh, cream on mosaics, yellow over waves) that the light and dark masks miss it. The most
 * common flat colours of the image are each tried as ink; gradients and big shapes are told from
 * letters by how thick their ink is.
 */

/** Bits kept per channel when counting colours: 8 levels each, 512 bins. */
const BIN_BITS = 3;
/** A pixel belongs to a colour when no channel is further than this from it (anti-aliasing, JPEG noise). */
const COLOR_TOLERANCE = 36;
/** Candidate colours looked at, most common first. */
const CANDIDATE_COLORS = 10;
/**
 * Mean half-width of letter strokes, in raster pixels, relative to the raster's height. Lines of
 * 9-15% of the height give 0.4-0.9%; display text much larger than a third of the height is left
 * to the light and dark masks, as bokeh discs and shapes are about as thick.
 */
const MAX_HALF_STROKE_OF_HEIGHT = 0.012;
const MIN_HALF_STROKE = 2;
/** Letters in one colour are a small share of an artwork; a larger one is background. */
const MAX_LETTER_INK = 0.08;
/** Letters' ink is solid strokes; textures in one colour are frayed by their neighbours. */
const MIN_LETTER_COHERENCE = 0.75;
/** Colours are screened at this fraction of the raster's size: a quarter of the pixels. */
const SCREEN_STEP = 2;

export interface ColorMask extends Mask {
  /** Ink pixels per boundary pixel: about half the stroke width. */
  halfStroke: number;
}

// Colours the light and dark masks hold whole; one at their edge (a brown at 59, 31, 14 in a
// noisy WEBP) is only half in them, so it gets a mask of its own.
const isNearWhite = (r: number, g: number, b: number) => r > 225 && g > 225 && b > 225;
const isNearBlack = (r: number, g: number, b: number) => r < 30 && g < 30 && b < 30;

function binOf(r: number, g: number, b: number): number {
  const shift = 8 - BIN_BITS;
  return ((r >> shift) << (2 * BIN_BITS)) | ((g >> shift) << BIN_BITS) | (b >> shift);
}

/** The commonest flat colours (light and dark ones left to their own masks), as mean RGB. */
function commonColors(raster: RasterImage): [number, number, number][] {
  const bins = 1 << (3 * BIN_BITS);
  const count = new Uint32Array(bins);
  const sums = new Float64Array(bins * 3);
  const { rgb } = raster;
  for (let offset = 0; offset < rgb.length; offset += 3) {
    const r = rgb[offset] ?? 0;
    const g = rgb[offset + 1] ?? 0;
    const b = rgb[offset + 2] ?? 0;
    const bin = binOf(r, g, b);
    count[bin] = (count[bin] ?? 0) + 1;
    sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
  }
  const colors: [number, number, number][] = [];
  const order = Array.from({ length: bins }, (_, bin) => bin).sort((a, b) => (count[b] ?? 0) - (count[a] ?? 0));
  for (const bin of order) {
    const n = count[bin] ?? 0;
    if (n === 0 || colors.length >= CANDIDATE_COLORS) break;
    const color: [number, number, number] = [
      Math.round((sums[bin * 3] ?? 0) / n),
      Math.round((sums[bin * 3 + 1] ?? 0) / n),
      Math.round((sums[bin * 3 + 2] ?? 0) / n),
    ];
    if (isNearWhite(...color) || isNearBlack(...color)) continue;
    const close = colors.some((seen) =>
      seen.every((channel, i) => Math.abs(channel - (color[i] ?? 0)) <= COLOR_TOLERANCE),
    );
    if (!close) colors.push(color);
  }
  return colors;
}

function boundaryPixels(pixels: Buffer, width: number, height: number): number {
  let boundary = 0;
  for (let y = 0, pixel = 0; y < height; y++) {
    for (let x = 0; x < width; x++, pixel++) {
      if (pixels[pixel] !== 0) continue;
      if (
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        pixels[pixel - 1] !== 0 ||
        pixels[pixel + 1] !== 0 ||
        pixels[pixel - width] !== 0 ||
        pixels[pixel + width] !== 0
      )
        boundary++;
    }
  }
  return boundary;
}

const hex = (color: readonly number[]) => `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** A mask of the pixels of one colour. */
export function colorMask(raster: RasterImage, color: readonly [number, number, number]): ColorMask {
  const { width, height, rgb } = raster;
  const pixels = Buffer.alloc(width * height, 255);
  let ink = 0;
  const [cr, cg, cb] = color;
  for (let pixel = 0, offset = 0; pixel < pixels.length; pixel++, offset += 3) {
    if (
      Math.abs((rgb[offset] ?? 0) - cr) <= COLOR_TOLERANCE &&
      Math.abs((rgb[offset + 1] ?? 0) - cg) <= COLOR_TOLERANCE &&
      Math.abs((rgb[offset + 2] ?? 0) - cb) <= COLOR_TOLERANCE
    ) {
      pixels[pixel] = 0;
      ink++;
    }
  }
  const boundary = boundaryPixels(pixels, width, height);
  return {
    kind: `color${hex(color)}`,
    pixels,
    width,
    height,
    inkFraction: ink / pixels.length,
    ...inkShape(pixels, width, height),
    halfStroke: boundary === 0 ? 0 : ink / boundary,
  };
}

/** Letters are strokes: thin next to the image, never hairlines; and a small share of the image. */
export function strokesLikeText(mask: ColorMask, scale = 1): boolean {
  const halfStroke = mask.halfStroke * scale;
  return (
    halfStroke >= MIN_HALF_STROKE &&
    halfStroke <= mask.height * scale * MAX_HALF_STROKE_OF_HEIGHT &&
    mask.inkFraction <= MAX_LETTER_INK &&
    mask.inkCoherence >= MIN_LETTER_COHERENCE
  );
}

/** Every SCREEN_STEP-th pixel of every SCREEN_STEP-th row. */
function screenRaster(raster: RasterImage): RasterImage {
  const width = Math.floor(raster.width / SCREEN_STEP);
  const height = Math.floor(raster.height / SCREEN_STEP);
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * SCREEN_STEP * raster.width + x * SCREEN_STEP) * 3;
      raster.rgb.copy(rgb, (y * width + x) * 3, from, from + 3);
    }
  }
  return { width, height, rgb };
}

/**
 * Masks of the image's common flat colours that may hold letters, commonest first, at most `max`:
 * screened on a reduced raster (10 candidate masks at full size cost 100-400 ms), made at full size
 * for the ones kept.
 */
export function colorMasks(raster: RasterImage, max: number): ColorMask[] {
  const screen = screenRaster(raster);
  return commonColors(screen)
    .filter((color) => {
      const mask = colorMask(screen, color);
      return mayHoldText(mask) && strokesLikeText(mask, SCREEN_STEP);
    })
    .slice(0, max)
    .map((color) => colorMask(raster, color));
}
