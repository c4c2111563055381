import { PREVIEW_WIDTHS, type PreviewWidth } from '@shop/contracts';

/** GET /api/files/{filename}?w= : the resized renditions the OCR worker writes beside an original. */
export function previewUrl(filename: string, width?: PreviewWidth): string {
  const base = `/api/files/${encodeURIComponent(filename)}`;
  return width === undefined ? base : `${base}?w=${width}`;
}

export function previewSrcSet(filename: string): string {
  return PREVIEW_WIDTHS.map((width) => `${previewUrl(filename, width)} ${width}w`).join(', ');
}

/** `sizes` for the common grids: 1 column on small screens, 2 on medium, 4 on large. */
export const GRID_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';
