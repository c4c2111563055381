import { PREVIEW_WIDTHS, type PreviewWidth } from '@shop/contracts';

/**
 * GET /api/files/{filename}?w= : the resized renditions the OCR worker writes beside an original.
 * With `version` (previewUrlVersion: the artwork's updatedAt and the shop-wide preview version)
 * the URL names one exact picture, which the catalog answers as immutable so a CDN keeps it
 * (issue #16); without it, SPEC's plain URL.
 */
export function previewUrl(filename: string, width?: PreviewWidth, version?: string): string {
  const base = `/api/files/${encodeURIComponent(filename)}`;
  const query = [
    ...(width === undefined ? [] : [`w=${width}`]),
    ...(version === undefined ? [] : [`v=${encodeURIComponent(version)}`]),
  ];
  return query.length === 0 ? base : `${base}?${query.join('&')}`;
}

export function previewSrcSet(filename: string, version?: string): string {
  return PREVIEW_WIDTHS.map((width) => `${previewUrl(filename, width, version)} ${width}w`).join(', ');
}

/** `sizes` for the common grids: 1 column on small screens, 2 on medium, 4 on large. */
export const GRID_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';
