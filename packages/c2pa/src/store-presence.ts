import { isStreamable, storeRangesOf } from './manifest-layout.js';
import { c2paEntryOf, tiffFirstIfdOfFile } from './tiff-layout.js';
import { webpLayoutOfFile } from './webp-layout.js';

/**
 * Whether a file on disk plainly carries no embedded manifest store: its chunk, segment or
 * first-IFD headers walked (never its image data) and no store where c2pa-rs puts one (a PNG's
 * caBX chunk, a JPEG's APP11 JUMBF segment before the scan, a TIFF's tag 0xCD41, a WebP's C2PA chunk). c2pa-rs reads a
 * whole 200 MB original to say the same. False when the file has a store, or when the walk cannot
 * tell (another format, a layout it refuses): c2pa-rs decides those.
 */
export function carriesNoStore(path: string, mimeType: string, size: number): boolean {
  try {
    if (isStreamable(mimeType)) return storeRangesOf(path, mimeType, size).length === 0;
    if (mimeType === 'image/tiff') return c2paEntryOf(tiffFirstIfdOfFile(path, size)) === undefined;
    if (mimeType === 'image/webp') return webpLayoutOfFile(path, size).stores.length === 0;
  } catch {
    // Not laid out as the walk expects: c2pa-rs reads it.
  }
  return false;
}
