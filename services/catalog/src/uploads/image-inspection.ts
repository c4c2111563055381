import { ACCEPTED_IMAGE_MIME_TYPES, MAX_IMAGE_PIXELS, MESSAGES, type AcceptedImageMimeType } from '@shop/contracts';
import { PayloadTooLarge, UnsupportedMediaType } from '@shop/platform';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

export interface InspectedImage {
  mimeType: AcceptedImageMimeType;
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'tif';
  width: number;
  height: number;
}

const EXTENSIONS: Record<AcceptedImageMimeType, InspectedImage['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tif',
};

function isAccepted(mime: string): mime is AcceptedImageMimeType {
  return (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(mime);
}

const TIFF_MAGIC = [Buffer.from('II*\0', 'latin1'), Buffer.from('MM\0*', 'latin1')];

/**
 * The type a file's first bytes point to, if it is one the shop takes: file-type's answer, or TIFF
 * by its magic number alone, since file-type reads a TIFF's first directory to tell it from camera
 * raw files and writers often put that directory at the file's end. A guess to name a key by:
 * `inspectImage` decides on the whole file.
 */
export async function likelyTypeOf(
  head: Uint8Array,
): Promise<Pick<InspectedImage, 'mimeType' | 'extension'> | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected && isAccepted(detected.mime)) return { mimeType: detected.mime, extension: EXTENSIONS[detected.mime] };
  if (!detected && TIFF_MAGIC.some((magic) => Buffer.from(head.subarray(0, 4)).equals(magic)))
    return { mimeType: 'image/tiff', extension: 'tif' };
  return undefined;
}

/** Decompression-bomb guard: decoding allocates width × height × channels, whatever the file size. */
export function exceedsPixelBudget(width: number, height: number, maxPixels = MAX_IMAGE_PIXELS): boolean {
  return width <= 0 || height <= 0 || width * height > maxPixels;
}

/** A smaller pixel budget than the artworks' (the shop logo's), with the message that refuses it. */
export interface PixelLimit {
  maxPixels: number;
  message: string;
}

/**
 * Decides what a file is from its bytes (the name and the client's content type are ignored), then
 * reads its dimensions from the header only, before anything decodes it.
 */
export async function inspectImage(
  path: string,
  limit: PixelLimit = { maxPixels: MAX_IMAGE_PIXELS, message: MESSAGES.uploadTooManyPixels },
): Promise<InspectedImage> {
  const detected = await fileTypeFromFile(path);
  if (!detected || !isAccepted(detected.mime)) throw new UnsupportedMediaType(MESSAGES.uploadUnsupportedType);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only: with the pixel limit off, metadata() never decodes, so a bomb is measured safely.
    const metadata = await sharp(path, { limitInputPixels: false }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
    height = metadata.autoOrient?.height ?? metadata.height;
  } catch {
    throw new UnsupportedMediaType('The file looks like an image but could not be read. Is it damaged?');
  }
  if (width === undefined || height === undefined) {
    throw new UnsupportedMediaType('The file looks like an image but could not be read. Is it damaged?');
  }
  if (exceedsPixelBudget(width, height, limit.maxPixels)) throw new PayloadTooLarge(limit.message);
  await assertDecodable(path, limit.maxPixels);
  return { mimeType: detected.mime, extension: EXTENSIONS[detected.mime], width, height };
}

/**
 * The header can be intact while the pixels are cut off (an interrupted transfer, a truncated
 * file): decoding the whole image once, shrunk and within the pixel budget, refuses it now rather
 * than storing an artwork whose previews and OCR can never be made.
 */
async function assertDecodable(path: string, maxPixels: number): Promise<void> {
  try {
    await sharp(path, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .resize(64, 64, { fit: 'inside' })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaType('The file looks like an image but could not be read. Is it damaged?');
  }
}
