import { PREVIEW_WIDTHS, type PreviewWidth } from '@shop/contracts';

/**
 * Issue #14: the free preview must not be the product. Public callers get previews whose longest
 * edge is at most `maxEdge` pixels; the curator gets every rendition.
 *
 * The worker's renditions are made by width (never wider than the original), so the one that
 * fits is the widest stored width whose picture, at the artwork's proportions, stays within the
 * cap. `undefined` means none does (a very tall image, or its size is not known yet): the
 * preview is then made on the fly to fit a `maxEdge` square.
 */
export function publicPreviewWidth(
  requested: PreviewWidth,
  size: { width: number | null; height: number | null },
  maxEdge: number,
): PreviewWidth | undefined {
  const { width, height } = size;
  if (!width || !height) return undefined;
  const fitting = PREVIEW_WIDTHS.filter((candidate) => {
    const renderedWidth = Math.min(candidate, width);
    const renderedHeight = Math.round((renderedWidth * height) / width);
    return candidate <= requested && Math.max(renderedWidth, renderedHeight) <= maxEdge;
  });
  return fitting.at(-1);
}
