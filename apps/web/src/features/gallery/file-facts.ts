import type { Artwork } from '@shop/contracts';
import { formatFileSize } from '../../lib/file-sizes';

/** "image/png" → "PNG", "image/jpeg" → "JPEG": the original's format as a buyer names it. */
export function formatOfMimeType(mimeType: string): string {
  const subtype = mimeType.split('/')[1] ?? mimeType;
  return subtype.replace(/^x-/, '').toUpperCase();
}

export interface FileFact {
  label: string;
  value: string;
}

/**
 * What the buyer downloads, from the catalog's record of the original: its format,
 * pixel size (left out while the catalog does not know it) and file size.
 */
export function fileFactsOf(
  artwork: Pick<Artwork, 'mimeType' | 'width' | 'height' | 'fileSize'>,
  labels: { format: string; pixelSize: string; fileSize: string },
): FileFact[] {
  const facts: FileFact[] = [{ label: labels.format, value: formatOfMimeType(artwork.mimeType) }];
  if (artwork.width && artwork.height) {
    facts.push({ label: labels.pixelSize, value: `${artwork.width} × ${artwork.height} px` });
  }
  if (artwork.fileSize > 0) facts.push({ label: labels.fileSize, value: formatFileSize(artwork.fileSize) });
  return facts;
}
