import sharp from 'sharp';
import { type DecodedImage, OCR_MAX_WIDTH, sharpOf } from './decode.js';
import { type PassFrame, wholeFrame } from './pass-frame.js';

/**
 * Artwork text is rarely dark ink on white paper: light letters with outlines and shadows over
 * busy backgrounds, coloured text, tilted captions. Each pass turns one kind of text into black on
 * white for tesseract, and the words of all passes are merged.
 */
export interface RasterImage {
  width: number;
  height: number;
  /** Interleaved RGB. */
  rgb: Buffer;
}

/** Width tesseract reads best at on this artwork: small images are upscaled (big ones are reduced to OCR_MAX_WIDTH). */
export const OCR_MIN_WIDTH = 768;

// Text drawn in near-white (every channel high: warm glows and pale shapes have one low channel)
// or near-black (every channel low).
const LIGHT_TEXT_MIN_CHANNEL = 200;
const DARK_TEXT_MAX_CHANNEL = 60;

/** A mask with less ink than this holds no text; with more it is a shape, not letters. */
export const MASK_MIN_INK = 0.002;
export const MASK_MAX_INK = 0.4;

/** The decoded image as opaque RGB on white, at the width text is read at. */
export async function ocrRaster(decoded: DecodedImage): Promise<RasterImage> {
  const target = Math.min(OCR_MAX_WIDTH, Math.max(OCR_MIN_WIDTH, decoded.width));
  if (decoded.channels === 3 && decoded.width === target)
    return { width: decoded.width, height: decoded.height, rgb: decoded.pixels };
  let image = sharpOf(decoded).flatten({ background: '#ffffff' });
  if (decoded.width !== target) image = image.resize({ width: target });
  const { data, info } = await image
    .removeAlpha()
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected 3 channels, got ${info.channels}`);
  return { width: info.width, height: info.height, rgb: data };
}

export interface Mask {
  /** 'light', 'dark', or the colour taken as ink: names the passes. */
  kind: string;
  /** One byte per pixel: 0 ink, 255 paper. */
  pixels: Buffer;
  width: number;
  height: number;
  inkFraction: number;
  /** Share of ink pixels whose right and lower neighbours are ink too: strokes, not speckle. */
  inkCoherence: number;
  /** The smallest rectangle holding all the ink; undefined when there is none. */
  inkBox: InkBox | undefined;
}

export interface InkBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Black where the pixel looks like light (or dark) text, white elsewhere: both masks in one pass
 * over the pixels, as [light, dark].
 */
export function textMasks(raster: RasterImage): [Mask, Mask] {
  const { width, height, rgb } = raster;
  const light = Buffer.alloc(width * height, 255);
  const dark = Buffer.alloc(width * height, 255);
  let lightInk = 0;
  let darkInk = 0;
  for (let pixel = 0, offset = 0; pixel < light.length; pixel++, offset += 3) {
    const r = rgb[offset] ?? 0;
    const g = rgb[offset + 1] ?? 0;
    const b = rgb[offset + 2] ?? 0;
    if (r > LIGHT_TEXT_MIN_CHANNEL && g > LIGHT_TEXT_MIN_CHANNEL && b > LIGHT_TEXT_MIN_CHANNEL) {
      light[pixel] = 0;
      lightInk++;
    } else if (r < DARK_TEXT_MAX_CHANNEL && g < DARK_TEXT_MAX_CHANNEL && b < DARK_TEXT_MAX_CHANNEL) {
      dark[pixel] = 0;
      darkInk++;
    }
  }
  const mask = (kind: Mask['kind'], pixels: Buffer, ink: number): Mask => ({
    kind,
    pixels,
    width,
    height,
    inkFraction: ink / pixels.length,
    ...inkShape(pixels, width, height),
  });
  return [mask('light', light, lightInk), mask('dark', dark, darkInk)];
}

export function inkShape(pixels: Buffer, width: number, height: number): Pick<Mask, 'inkCoherence' | 'inkBox'> {
  let ink = 0;
  let joined = 0;
  const box = { left: width, top: height, right: -1, bottom: -1 };
  for (let y = 0, pixel = 0; y < height; y++) {
    for (let x = 0; x < width; x++, pixel++) {
      if (pixels[pixel] !== 0) continue;
      ink++;
      if (x < box.left) box.left = x;
      if (x > box.right) box.right = x;
      if (y < box.top) box.top = y;
      box.bottom = y;
      if (x + 1 < width && y + 1 < height && pixels[pixel + 1] === 0 && pixels[pixel + width] === 0) joined++;
    }
  }
  return { inkCoherence: ink === 0 ? 0 : joined / ink, inkBox: ink === 0 ? undefined : box };
}

/**
 * Letters are strokes several pixels thick: most of their ink touches more ink. Noise, grain and
 * fine texture make speckle instead (a coherence near 0 against 0.5-1 for text), and tesseract
 * spends minutes on a speckled page finding nothing, so such a mask is not read.
 */
export const MASK_MIN_COHERENCE = 0.25;

export function mayHoldText(mask: Mask): boolean {
  return (
    mask.inkFraction >= MASK_MIN_INK && mask.inkFraction <= MASK_MAX_INK && mask.inkCoherence >= MASK_MIN_COHERENCE
  );
}

/**
 * Tesseract reads a binary PGM (netpbm) as it is, so the passes skip a PNG encode here and a
 * decode in tesseract's WebAssembly: the same words for about 10 ms less a pass.
 */
export function pgm(pixels: Buffer, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), pixels]);
}

/** Paper kept around the ink when a mask is cropped, so tesseract still sees a page margin. */
export const CROP_MARGIN = 32;

/** The window of the mask that holds its ink and a margin, in the mask's pixels. */
export function inkWindow(mask: Mask): { left: number; top: number; width: number; height: number } {
  const { inkBox: box } = mask;
  if (!box) return { left: 0, top: 0, width: mask.width, height: mask.height };
  const left = Math.max(0, box.left - CROP_MARGIN);
  const top = Math.max(0, box.top - CROP_MARGIN);
  const width = Math.min(mask.width, box.right + CROP_MARGIN + 1) - left;
  const height = Math.min(mask.height, box.bottom + CROP_MARGIN + 1) - top;
  return { left, top, width, height };
}

/**
 * The mask cut down to its ink and a margin: tesseract's page layout work grows with the page, and
 * text usually fills a band of the artwork. About 15% faster on the fixtures, the same words.
 */
export function cropToInk(mask: Mask): { pixels: Buffer; width: number; height: number } {
  const { left, top, width, height } = inkWindow(mask);
  if (width === mask.width && height === mask.height) return mask;
  const pixels = Buffer.alloc(width * height);
  for (let row = 0; row < height; row++) {
    const from = (top + row) * mask.width + left;
    mask.pixels.copy(pixels, row * width, from, from + width);
  }
  return { pixels, width, height };
}

/** A pass image for tesseract, and how it was cut and turned from the raster (to place its words). */
export interface PassImage {
  pgm: Buffer;
  frame: PassFrame;
}

export async function maskToPgm(mask: Mask, rotateDegrees = 0): Promise<PassImage> {
  const window = inkWindow(mask);
  const cropped = cropToInk(mask);
  const frame = { ...window, rotateDegrees, turnedWidth: window.width, turnedHeight: window.height };
  if (rotateDegrees === 0) return { pgm: pgm(cropped.pixels, cropped.width, cropped.height), frame };
  const { data, info } = await sharp(cropped.pixels, {
    raw: { width: cropped.width, height: cropped.height, channels: 1 },
  })
    .rotate(rotateDegrees, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    pgm: pgm(data, info.width, info.height),
    frame: { ...frame, turnedWidth: info.width, turnedHeight: info.height },
  };
}

/** Grey levels below the lower and above the upper percentile are clipped when stretching. */
const STRETCH_CLIP_FRACTION = 0.01;

/**
 * The general pass: grey levels stretched, for text of any colour on a calm background. The
 * stretch is done here in one pass over the pixels: sharp's `normalise()` cost about 180 ms a
 * megapixel, as much as a recognition.
 */
export function grayscalePgm(raster: RasterImage): PassImage {
  const { width, height, rgb } = raster;
  const grey = Buffer.alloc(width * height);
  const histogram = new Uint32Array(256);
  for (let pixel = 0, offset = 0; pixel < grey.length; pixel++, offset += 3) {
    // Rec. 709 luma, in integers.
    const level = ((rgb[offset] ?? 0) * 54 + (rgb[offset + 1] ?? 0) * 183 + (rgb[offset + 2] ?? 0) * 19) >> 8;
    grey[pixel] = level;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const clip = Math.floor(grey.length * STRETCH_CLIP_FRACTION);
  let low = 0;
  for (let seen = 0; low < 255 && (seen += histogram[low] ?? 0) <= clip;) low++;
  let high = 255;
  for (let seen = 0; high > 0 && (seen += histogram[high] ?? 0) <= clip;) high--;
  if (high > low) {
    const scale = 255 / (high - low);
    const table = Uint8Array.from({ length: 256 }, (_, level) =>
      Math.max(0, Math.min(255, Math.round((level - low) * scale))),
    );
    for (let pixel = 0; pixel < grey.length; pixel++) grey[pixel] = table[grey[pixel] ?? 0] ?? 0;
  }
  return { pgm: pgm(grey, width, height), frame: wholeFrame(width, height) };
}

/** Tilted captions: tesseract deskews only slightly, so a mask that should hold text is also read turned. */
export const TILT_ANGLES_DEGREES = [8, -8] as const;
