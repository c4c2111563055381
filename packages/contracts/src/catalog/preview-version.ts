/**
 * CDN-ready previews: `GET /api/files/:filename?w=&v=` with `v` naming the exact
 * picture, so a CDN may keep it for a year. The picture of an approved work changes only when its
 * row does (status, the worker's renditions: each bumps `updatedAt`) or when the watermark does,
 * so `v` is built from the `updatedAt` the web already has (no new `Artwork` field, SPEC §3) and
 * the shop-wide public part, which changes with the watermark.
 */
/** `GET /api/settings/preview-version`'s answer (its zod schema is in preview-version-schema.ts, out of the shop's bundle). */
export interface PreviewVersion {
  /** The shop-wide part of every preview's `v`: changes whenever the public watermark does. */
  version: string;
}

/** What `v` may look like: lower-case letters, digits and dashes, short. */
export const PREVIEW_URL_VERSION_PATTERN = /^[a-z0-9-]{1,64}$/;

/** The `v` of one artwork's previews: `<updatedAt in ms, base 36>-<shop-wide version>`. */
export function previewUrlVersion(updatedAt: string | Date, publicVersion: string): string {
  const ms = typeof updatedAt === 'string' ? Date.parse(updatedAt) : updatedAt.getTime();
  return `${Number.isFinite(ms) ? ms.toString(36) : '0'}-${publicVersion}`;
}
