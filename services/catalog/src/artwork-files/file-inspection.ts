import { type AcceptedArtworkFileMimeType, MESSAGES } from '@shop/contracts';
import { UnsupportedMediaType } from '@shop/platform';
import { fileTypeFromFile } from 'file-type';
import { inspectImage } from '../uploads/image-inspection.js';

export const ARTWORK_FILE_UNSUPPORTED = 'Only JPG, PNG, GIF, WEBP and TIFF images and PDF files can be attached.';

export interface InspectedArtworkFile {
  mimeType: AcceptedArtworkFileMimeType;
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'tif' | 'pdf';
  width: number | null;
  height: number | null;
}

/**
 * An extra file is an image checked exactly as an original is (type by its bytes, pixel budget,
 * one bounded decode), or a PDF, recognised by its bytes and never opened: the shop only stores
 * and delivers it.
 */
export async function inspectArtworkFile(path: string): Promise<InspectedArtworkFile> {
  const detected = await fileTypeFromFile(path);
  if (detected?.mime === 'application/pdf')
    return { mimeType: 'application/pdf', extension: 'pdf', width: null, height: null };
  try {
    const image = await inspectImage(path);
    return { mimeType: image.mimeType, extension: image.extension, width: image.width, height: image.height };
  } catch (error) {
    if (error instanceof UnsupportedMediaType && error.message === MESSAGES.uploadUnsupportedType)
      throw new UnsupportedMediaType(ARTWORK_FILE_UNSUPPORTED);
    throw error;
  }
}
