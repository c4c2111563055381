import type { PublicArtworkFile } from '@shop/contracts';

/** Bytes as a buyer's file manager shows them (decimal units): "4.2 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/**
 * One extra file of a work as the artwork page lists it: "TIFF · 7200 × 4800 px · 80.1 MB"
 * (a PDF has no pixel size).
 */
export function extraFileSummary(file: Pick<PublicArtworkFile, 'format' | 'width' | 'height' | 'sizeBytes'>): string {
  const parts = [file.format];
  if (file.width && file.height) parts.push(`${file.width} × ${file.height} px`);
  parts.push(formatFileSize(file.sizeBytes));
  return parts.join(' · ');
}
