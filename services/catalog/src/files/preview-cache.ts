import { previewUrlVersion } from '@shop/contracts';

// Approved previews without a current `v` are cached for a day, then revalidated by ETag (a 304
// costs no image work): the picture behind one URL does change, when the curator archives the
// work or changes the watermark. Unapproved ones are for the curator's browser only.
export const CACHE_PUBLIC = 'public, max-age=86400';
export const CACHE_PRIVATE = 'private, max-age=300';
// A URL whose `v` names the current picture (previewUrlVersion of the row's updated_at
// and the watermark) never shows another one: any change to either makes a new URL, so a CDN
// keeps it for a year without asking. Archiving changes updated_at, so the web stops linking the
// old URL at once; copies a CDN already holds must be purged (docs/operations.md, Behind a CDN).
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StoredPreviewCase {
  status: string;
  updatedAt: Date;
  isCurator: boolean;
  /** The `v` the caller asked with, if any. */
  version: string | undefined;
  /** previewUrlVersion's shop-wide part for the public copy (the watermark's, or `none`). */
  publicVersion: string;
  /** The watermark is on but could not be drawn: the copy served is not the one `v` names. */
  isWatermarkMissing: boolean;
}

/** Cache-Control of a stored rendition (renditions made on the fly are never cached by others). */
export function storedPreviewCacheControl(c: StoredPreviewCase): string {
  // The curator's copy has no watermark and comes under the same URL the public uses: a shared
  // cache (a CDN forwarding the session cookie) must never keep it for anyone else.
  if (c.status !== 'approved' || c.isCurator) return CACHE_PRIVATE;
  const isCurrent =
    !c.isWatermarkMissing && c.version !== undefined && c.version === previewUrlVersion(c.updatedAt, c.publicVersion);
  return isCurrent ? CACHE_IMMUTABLE : CACHE_PUBLIC;
}
