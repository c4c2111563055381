import { PREVIEW_WIDTHS, type PreviewWidth } from '@shop/contracts';

/**
 * The stored rendition that answers for `wanted`: that width when the worker wrote it, else the
 * nearest wider one that is `allowed`, else the nearest narrower one. A width added to
 * PREVIEW_WIDTHS later (720) is missing on artworks processed before it: a neighbour
 * costs some bytes, while making the picture on the fly would cost CPU on every request.
 * `undefined` when nothing allowed is stored (the worker has not finished).
 */
export function storedRenditionWidth(
  previewKeys: Readonly<Record<string, string>>,
  wanted: PreviewWidth,
  allowed: (width: PreviewWidth) => boolean,
): PreviewWidth | undefined {
  const stored = PREVIEW_WIDTHS.filter((width) => previewKeys[String(width)] !== undefined && allowed(width));
  if (stored.includes(wanted)) return wanted;
  return stored.find((width) => width > wanted) ?? stored.filter((width) => width < wanted).at(-1);
}
