import { Readable } from 'node:stream';
import { DEFAULT_PREVIEW_WIDTH, isId, MAX_IMAGE_PIXELS, type PreviewWidth, type Role } from '@shop/contracts';
import { matchesEtag, NotFound, spoolObject, type Logger, type ObjectStorage } from '@shop/platform';
import sharp from 'sharp';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import { drawWatermark } from '../watermark/draw-watermark.js';
import { publicPreviewVersion, type ActiveWatermark, type WatermarkService } from '../watermark/watermark.service.js';
import { storedPreviewCacheControl } from './preview-cache.js';
import { fitsPublicCap, publicMaxEdge, publicPreviewWidth } from './public-preview-cap.js';
import { storedRenditionWidth } from './stored-rendition.js';

const FILENAME_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp', 'tif']);

/** Only names the server itself hands out: `<id>.<ext>`. Anything else, paths included, is unknown. */
function isServedFilename(filename: string): boolean {
  const dot = filename.lastIndexOf('.');
  return dot > 0 && isId(filename.slice(0, dot)) && FILENAME_EXTENSIONS.has(filename.slice(dot + 1));
}

export interface PreviewFile {
  /** Absent when the caller's ETag still matches (answer 304). */
  body: Readable | undefined;
  contentType: string;
  etag: string;
  cacheControl: string;
}

// Renditions made on the fly are replaced by the worker's soon, so they must be revalidated.
const CACHE_FALLBACK = 'private, no-cache';

export interface FileServiceDeps {
  artworks: ArtworkRepository;
  storage: ObjectStorage;
  /** The longest edge, in pixels, of any preview a non-admin caller gets (PUBLIC_PREVIEW_MAX_EDGE). */
  publicPreviewMaxEdge: number;
  watermark: WatermarkService;
  log: Logger;
}

export function createFileService({ artworks, storage, publicPreviewMaxEdge, watermark, log }: FileServiceDeps) {
  /**
   * The stored copy of a preview with the current watermark drawn on it, made and kept beside the
   * preview the first time it is asked for (under the preview's prefix, so deleting the artwork
   * removes it too). Undefined when the preview itself is not there.
   */
  async function watermarkedCopy(previewKey: string, mark: ActiveWatermark): Promise<string | undefined> {
    const key = `${previewKey.replace(/\.webp$/, '')}-wm-${mark.version}.webp`;
    if (await storage.stat(key)) return key;
    if (!(await storage.stat(previewKey))) return undefined;
    const body = await drawWatermark(await storage.getBuffer(previewKey), mark.settings);
    await storage.put(key, body, 'image/webp', body.length);
    return key;
  }

  /** A public preview is watermarked when the curator switched it on; a failure to draw is logged, not shown. */
  async function publicCopy(previewKey: string, mark: ActiveWatermark | undefined): Promise<string | undefined> {
    if (!mark) return previewKey;
    try {
      return await watermarkedCopy(previewKey, mark);
    } catch (error) {
      log.error({ err: error, previewKey }, 'could not draw the watermark on a preview; serving it without');
      return previewKey;
    }
  }

  return {
    /**
     * A preview rendition, never the original bytes. Before the worker has written the previews,
     * one is made on the fly from the original (with the same pixel guard as uploads).
     */
    async getPreview(
      role: Role,
      filename: string,
      width: PreviewWidth | undefined,
      ifNoneMatch?: string,
      version?: string,
    ): Promise<PreviewFile> {
      if (!isServedFilename(filename)) throw new NotFound('No such file.');
      const row = await artworks.findByFilename(filename);
      if (!row || (row.status !== 'approved' && role !== 'admin')) throw new NotFound('No such file.');
      const requested = width ?? DEFAULT_PREVIEW_WIDTH;
      const isCurator = role === 'admin';
      const mark = isCurator ? undefined : await watermark.active();
      const maxEdge = publicMaxEdge(publicPreviewMaxEdge, mark);
      const stored = isCurator ? requested : publicPreviewWidth(requested, row, maxEdge);
      const w = stored ?? requested;

      const storedWidth =
        stored === undefined
          ? undefined
          : storedRenditionWidth(
              row.preview_keys,
              stored,
              (candidate) => isCurator || fitsPublicCap(candidate, row, maxEdge),
            );
      const storedKey = storedWidth === undefined ? undefined : row.preview_keys[String(storedWidth)];
      const previewKey = storedKey === undefined ? undefined : await publicCopy(storedKey, mark);
      if (previewKey) {
        const stat = await storage.stat(previewKey);
        const cacheControl = storedPreviewCacheControl({
          status: row.status,
          updatedAt: row.updated_at,
          isCurator,
          version,
          publicVersion: publicPreviewVersion(mark),
          // publicCopy falls back to the plain preview when the watermark cannot be drawn.
          isWatermarkMissing: mark !== undefined && previewKey === storedKey,
        });
        if (stat) {
          const etag = `"${stat.etag}"`;
          if (matchesEtag(ifNoneMatch, etag)) return { body: undefined, contentType: 'image/webp', etag, cacheControl };
          return {
            body: await storage.get(previewKey),
            contentType: stat.contentType ?? 'image/webp',
            etag,
            cacheControl,
          };
        }
      }

      // Made from the original: before the worker's previews exist, or for a public caller when no
      // stored rendition fits the cap (then it is fitted into a square of the cap).
      const box = isCurator ? { width: w } : { width: Math.min(w, maxEdge), height: maxEdge, fit: 'inside' as const };
      const etag = `"fallback-${row.id}-${w}-${row.file_size}${isCurator ? '' : `-max${maxEdge}`}${mark ? `-wm-${mark.version}` : ''}"`;
      if (matchesEtag(ifNoneMatch, etag))
        return { body: undefined, contentType: 'image/webp', etag, cacheControl: CACHE_FALLBACK };
      // From a file, not a stream: sharp buffers a stream whole, and an original may be 200 MB.
      const original = await spoolObject(storage, row.storage_key);
      let resized: Buffer;
      try {
        resized = await sharp(original.path, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ ...box, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } finally {
        await original.discard();
      }
      const body = mark ? await drawWatermark(resized, mark.settings) : resized;
      return { body: Readable.from([body]), contentType: 'image/webp', etag, cacheControl: CACHE_FALLBACK };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
