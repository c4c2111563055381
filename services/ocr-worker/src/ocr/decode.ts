import { MAX_IMAGE_PIXELS, PREVIEW_WIDTHS } from '@shop/contracts';
import sharp from 'sharp';

/** Text is read at most this wide: wider images are reduced first. */
export const OCR_MAX_WIDTH = 1600;

/** Wide enough for the widest preview and for reading text, so both come from one decode. */
export const DECODED_MAX_WIDTH = Math.max(OCR_MAX_WIDTH, ...PREVIEW_WIDTHS);

/**
 * The decoded pixels' longest side: a tall original (1600 × 60000 fits the pixel budget) would
 * otherwise decode to hundreds of MB. Text taller than this is read reduced.
 */
export const DECODED_MAX_HEIGHT = 4096;

/**
 * The original decoded once, upright (EXIF orientation applied) and reduced to at most
 * DECODED_MAX_WIDTH: the previews and the text passes are all made from these pixels. Decoding
 * is a large share of a job (a 1920 px WEBP takes about 30 ms), and it was done twice.
 */
export interface DecodedImage {
  width: number;
  height: number;
  /** 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA; interleaved, 8 bits each. */
  channels: 1 | 2 | 3 | 4;
  pixels: Buffer;
}

export async function decodeImage(image: Buffer | string): Promise<DecodedImage> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: DECODED_MAX_WIDTH, height: DECODED_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, pixels: data };
}

/** A sharp pipeline over the decoded pixels, for the previews and the text passes. */
export function sharpOf(decoded: DecodedImage): sharp.Sharp {
  return sharp(decoded.pixels, {
    raw: { width: decoded.width, height: decoded.height, channels: decoded.channels },
  });
}
