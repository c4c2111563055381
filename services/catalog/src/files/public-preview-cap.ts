import { PREVIEW_WIDTHS, type PreviewWidth } from '@shop/contracts';

/**
 * The longest edge of a watermarked public preview: the widest rendition (1600 px),
 * so the artwork page's 2× zoom is sharp. The watermark marks it as a preview; without one the
 * public keeps `PUBLIC_PREVIEW_MAX_EDGE` (the free preview must not be the product).
 */
export const WATERMARKED_PREVIEW_MAX_EDGE = Math.max(...PREVIEW_WIDTHS);

/** The cap of a public preview: raised to the widest rendition when it carries a watermark. */
export function publicMaxEdge(configured: number, watermark: unknown): number {
  return watermark === undefined ? configured : Math.max(configured, WATERMARKED_PREVIEW_MAX_EDGE);
}

/**
 * The free preview must not be the product. Public callers get previews whose longest
 * edge is at most `maxEdge` pixels; the curator gets every rendition.
 *
 * The worker's renditions are made by width (never wider than the original), so the one that
 * fits is the widest stored width whose picture, at the artwork's proportions, stays within the
 * cap. `undefined` means none does (a very tall image, or its size is not known yet): the
 * preview is then made on the fly to fit a `maxEdge` square.
 */
/** Whether the `candidate` rendition of a `width`×`height` artwork stays within the public cap. */
export function fitsPublicCap(
  candidate: number,
  size: { width: number | null; height: number | null },
  maxEdge: number,
): boolean {
  const { width, height } = size;
  if (!width || !height) return false;
  const renderedWidth = Math.min(candidate, width);
  const renderedHeight = Math.round((renderedWidth * height) / width);
  return Math.max(renderedWidth, renderedHeight) <= maxEdge;
}

export function publicPreviewWidth(
  requested: PreviewWidth,
  size: { width: number | null; height: number | null },
  maxEdge: number,
): PreviewWidth | undefined {
  const fitting = PREVIEW_WIDTHS.filter(
    (candidate) => candidate <= requested && fitsPublicCap(candidate, size, maxEdge),
  );
  return fitting.at(-1);
}
