import { MAX_IMAGE_PIXELS, PREVIEW_WIDTHS } from '@shop/contracts';
import sharp from 'sharp';
import { type DecodedImage, sharpOf } from './decode.js';

/** One stored preview picture and every `srcset` width it answers for. */
export interface Rendition {
  widths: number[];
  body: Buffer;
}

export interface ImageFacts {
  /** As displayed (EXIF orientation applied). */
  width: number;
  height: number;
}

export async function readDimensions(image: Buffer | string): Promise<ImageFacts> {
  const metadata = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error('The image has no dimensions');
  return { width, height };
}

/**
 * The webp previews for `srcset`, never wider than the original, made one after another from the
 * decoded pixels. Widths the original does not reach share the picture of the original's own
 * width: it is encoded and stored once, not once per width.
 */
export async function makeRenditions(decoded: DecodedImage): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  let previous: { actualWidth: number; rendition: Rendition } | undefined;
  for (const width of PREVIEW_WIDTHS) {
    const actualWidth = Math.min(width, decoded.width);
    if (previous?.actualWidth === actualWidth) {
      previous.rendition.widths.push(width);
      continue;
    }
    const body = await sharpOf(decoded).resize({ width: actualWidth }).webp({ quality: 80, effort: 2 }).toBuffer();
    previous = { actualWidth, rendition: { widths: [width], body } };
    renditions.push(previous.rendition);
  }
  return renditions;
}
