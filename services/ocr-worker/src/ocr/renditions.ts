import { MAX_IMAGE_PIXELS, PREVIEW_WIDTHS } from '@shop/contracts';
import sharp from 'sharp';
import { type DecodedImage, sharpOf } from './decode.js';

export interface Rendition {
  width: number;
  body: Buffer;
}

export interface ImageFacts {
  /** As displayed (EXIF orientation applied). */
  width: number;
  height: number;
}

export async function readDimensions(image: Buffer): Promise<ImageFacts> {
  const metadata = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error('The image has no dimensions');
  return { width, height };
}

/**
 * One webp per preview width for `srcset`, never wider than the original, made one after another
 * from the decoded pixels. A width the original does not reach gets the same picture as the
 * next narrower one that it does, without encoding it again.
 */
export async function makeRenditions(decoded: DecodedImage): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  let previous: { width: number; body: Buffer } | undefined;
  for (const width of PREVIEW_WIDTHS) {
    const actualWidth = Math.min(width, decoded.width);
    if (previous?.width !== actualWidth) {
      const body = await sharpOf(decoded).resize({ width: actualWidth }).webp({ quality: 80, effort: 2 }).toBuffer();
      previous = { width: actualWidth, body };
    }
    renditions.push({ width, body: previous.body });
  }
  return renditions;
}
