import type { Readable } from 'node:stream';
import { DEFAULT_PREVIEW_WIDTH, isId, MAX_IMAGE_PIXELS, type PreviewWidth, type Role } from '@shop/contracts';
import { NotFound, type ObjectStorage } from '@shop/platform';
import sharp from 'sharp';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import { matchesEtag } from '../http/content-negotiation.js';
import { publicPreviewWidth } from './public-preview-cap.js';

const FILENAME_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp']);

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

// Approved previews never change under their name and width: caches may keep them for a year.
// Unapproved ones are for the curator's browser only; renditions made on the fly are replaced by
// the worker's soon, so they must be revalidated.
const CACHE_PUBLIC = 'public, max-age=31536000, immutable';
const CACHE_PRIVATE = 'private, max-age=300';
const CACHE_FALLBACK = 'private, no-cache';

export interface FileServiceDeps {
  artworks: ArtworkRepository;
  storage: ObjectStorage;
  /** The longest edge, in pixels, of any preview a non-admin caller gets (PUBLIC_PREVIEW_MAX_EDGE). */
  publicPreviewMaxEdge: number;
}

export function createFileService({ artworks, storage, publicPreviewMaxEdge }: FileServiceDeps) {
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
    ): Promise<PreviewFile> {
      if (!isServedFilename(filename)) throw new NotFound('No such file.');
      const row = await artworks.findByFilename(filename);
      if (!row || (row.status !== 'approved' && role !== 'admin')) throw new NotFound('No such file.');
      const requested = width ?? DEFAULT_PREVIEW_WIDTH;
      const isCurator = role === 'admin';
      const stored = isCurator ? requested : publicPreviewWidth(requested, row, publicPreviewMaxEdge);
      const w = stored ?? requested;
      const cacheControl = row.status === 'approved' ? CACHE_PUBLIC : CACHE_PRIVATE;

      const previewKey = stored === undefined ? undefined : row.preview_keys[String(stored)];
      if (previewKey) {
        const stat = await storage.stat(previewKey);
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
      const box = isCurator
        ? { width: w }
        : { width: Math.min(w, publicPreviewMaxEdge), height: publicPreviewMaxEdge, fit: 'inside' as const };
      const etag = `"fallback-${row.id}-${w}-${row.file_size}${isCurator ? '' : `-max${publicPreviewMaxEdge}`}"`;
      if (matchesEtag(ifNoneMatch, etag))
        return { body: undefined, contentType: 'image/webp', etag, cacheControl: CACHE_FALLBACK };
      const original = await storage.get(row.storage_key);
      const rendition = sharp({ limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ ...box, withoutEnlargement: true })
        .webp({ quality: 80 });
      original.on('error', (error) => rendition.destroy(error));
      return { body: original.pipe(rendition), contentType: 'image/webp', etag, cacheControl: CACHE_FALLBACK };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
