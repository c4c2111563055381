import { PREVIEW_WIDTHS, type PreviewWidth } from '../shared/constants.js';

/**
 * GET /api/files/{filename}?w= : the resized renditions the OCR worker writes beside an original.
 * With `version` (previewUrlVersion: the artwork's updatedAt and the shop-wide preview version)
 * the URL names one exact picture, which the catalog answers as immutable so a CDN keeps it
 * (issue #16); without it, SPEC's plain URL. Here because the gateway preloads the home page's
 * first picture (issue #15): a preload is used only when its URLs are the very ones the page asks.
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
 * `sizes` of the shop's gallery cards (1 column on small screens, 2 on medium, 4 on large, 16 px
 * gaps, inside max-w-7xl px-4): the card's real width, so a phone picks the 720 px rendition its
 * one column needs instead of the 960 px one that "100vw" asked for (issue #15). The gateway's
 * preload of the home page's first picture gives the same, so both pick the same rendition.
 */
export const GALLERY_GRID_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), (min-width: 768px) calc(50vw - 24px), calc(100vw - 2rem)';

/**
 * `sizes` of an artwork page's large preview (issue #15/#26): 3/5 of the page beside the details on
 * a desktop, the page less its padding on a phone. The gateway's preload of that picture (the
 * page's largest paint) gives the same, so both pick the same rendition.
 */
export const ARTWORK_DETAIL_SIZES =
  '(min-width: 1280px) 730px, (min-width: 1024px) calc(60vw - 38px), calc(100vw - 2rem)';
