import { MAX_IMAGE_PIXELS } from '@shop/contracts';
import sharp from 'sharp';

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

/** Width tesseract reads best at on this artwork: small images are upscaled, big ones reduced. */
export const OCR_MIN_WIDTH = 768;
export const OCR_MAX_WIDTH = 1600;

// Text drawn in near-white (every channel high: warm glows and pale shapes have one low channel)
// or near-black (every channel low).
const LIGHT_TEXT_MIN_CHANNEL = 200;
const DARK_TEXT_MAX_CHANNEL = 60;

/** A mask with less ink than this holds no text; with more it is a shape, not letters. */
export const MASK_MIN_INK = 0.002;
export const MASK_MAX_INK = 0.4;

export async function loadRaster(image: Buffer): Promise<RasterImage> {
  const base = sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const metadata = await base.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width ?? OCR_MIN_WIDTH;
  const target = Math.min(OCR_MAX_WIDTH, Math.max(OCR_MIN_WIDTH, width));
  const { data, info } = await base
    .flatten({ background: '#ffffff' })
    .resize({ width: target })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected 3 channels, got ${info.channels}`);
  return { width: info.width, height: info.height, rgb: data };
}

export interface Mask {
  kind: 'light' | 'dark';
  /** One byte per pixel: 0 ink, 255 paper. */
  pixels: Buffer;
  width: number;
  height: number;
  inkFraction: number;
  /** Share of ink pixels whose right and lower neighbours are ink too: strokes, not speckle. */
  inkCoherence: number;
}

/** Black where the pixel looks like light (or dark) text, white elsewhere. */
export function textMask(raster: RasterImage, kind: Mask['kind']): Mask {
  const { width, height, rgb } = raster;
  const pixels = Buffer.alloc(width * height);
  let ink = 0;
  for (let pixel = 0, offset = 0; pixel < pixels.length; pixel++, offset += 3) {
    const r = rgb[offset] ?? 0;
    const g = rgb[offset + 1] ?? 0;
    const b = rgb[offset + 2] ?? 0;
    const isInk =
      kind === 'light' ? Math.min(r, g, b) > LIGHT_TEXT_MIN_CHANNEL : Math.max(r, g, b) < DARK_TEXT_MAX_CHANNEL;
    pixels[pixel] = isInk ? 0 : 255;
    if (isInk) ink++;
  }
  return { kind, pixels, width, height, inkFraction: ink / pixels.length, inkCoherence: coherence(pixels, width) };
}

function coherence(pixels: Buffer, width: number): number {
  let ink = 0;
  let joined = 0;
  for (let pixel = 0; pixel < pixels.length - width - 1; pixel++) {
    if (pixels[pixel] !== 0) continue;
    ink++;
    if (pixels[pixel + 1] === 0 && pixels[pixel + width] === 0) joined++;
  }
  return ink === 0 ? 0 : joined / ink;
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

export async function maskToPng(mask: Mask, rotateDegrees = 0): Promise<Buffer> {
  let image = sharp(mask.pixels, { raw: { width: mask.width, height: mask.height, channels: 1 } });
  if (rotateDegrees !== 0) image = image.rotate(rotateDegrees, { background: '#ffffff' });
  return image.png({ compressionLevel: 1 }).toBuffer();
}

/** Grey levels below the lower and above the upper percentile are clipped when stretching. */
const STRETCH_CLIP_FRACTION = 0.01;

/**
 * The general pass: grey levels stretched, for text of any colour on a calm background. The
 * stretch is done here in one pass over the pixels: sharp's `normalise()` cost about 180 ms a
 * megapixel, as much as a recognition.
 */
export async function grayscalePng(raster: RasterImage): Promise<Buffer> {
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
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Tilted captions: tesseract deskews only slightly, so a mask that should hold text is also read turned. */
export const TILT_ANGLES_DEGREES = [8, -8] as const;
