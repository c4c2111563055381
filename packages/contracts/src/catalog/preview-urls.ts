import { PREVIEW_WIDTHS, type PreviewWidth } from '../shared/constants.js';

/**
 * GET /api/files/{filename}?w= : the resized renditions the OCR worker writes beside an original.
 * With `version` (previewUrlVersion: the artwork's updatedAt and the shop-wide preview version)
 * the URL names one exact picture, which the catalog answers as immutable so a CDN keeps it
 *; without it, SPEC's plain URL. Here because the gateway preloads the home page's
 * first picture: a preload is used only when its URLs are the very ones the page asks.
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

/**
 * `sizes` of an artwork page's large preview: 3/5 of the page beside the details on
 * a desktop, the page less its padding on a phone. The gateway's preload of that picture (the
 * page's largest paint) gives the same, so both pick the same rendition.
 */
export const ARTWORK_DETAIL_SIZES =
  '(min-width: 1280px) 730px, (min-width: 1024px) calc(60vw - 38px), calc(100vw - 2rem)';
