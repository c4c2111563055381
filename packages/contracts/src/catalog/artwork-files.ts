import { z } from 'zod';
import { ACCEPTED_IMAGE_MIME_TYPES } from '../shared/constants.js';

/**
 * The extra files a buyer of a work gets beside its original (a print-size TIFF, a web JPEG, a
 * square crop, a PDF of print instructions): the same size limit and image types as an original,
 * plus PDF. The type is decided by the file's bytes, never by its name.
 */
export const ACCEPTED_ARTWORK_FILE_MIME_TYPES = [...ACCEPTED_IMAGE_MIME_TYPES, 'application/pdf'] as const;
export type AcceptedArtworkFileMimeType = (typeof ACCEPTED_ARTWORK_FILE_MIME_TYPES)[number];

/** How many extra files one work may have: a few renditions and a sheet, never a folder's worth. */
export const MAX_ARTWORK_FILES = 10;

/** The multipart field of the file (`label` is the optional text field beside it). */
export const ARTWORK_FILE_FIELD = 'file';

export const MAX_ARTWORK_FILE_LABEL = 80;
export const ArtworkFileLabelSchema = z.string().trim().min(1).max(MAX_ARTWORK_FILE_LABEL);

/** The short name of a file's format as the artwork page shows it ("TIFF", "PDF"). */
export const ARTWORK_FILE_FORMATS: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/tiff': 'TIFF',
  'application/pdf': 'PDF',
};
export const artworkFileFormat = (mimeType: string): string => ARTWORK_FILE_FORMATS[mimeType] ?? mimeType;

/** What anyone may know of a work's extra file: never where it is stored. */
export const PublicArtworkFileSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** "JPEG", "PNG", "GIF", "WebP", "TIFF" or "PDF". */
  format: z.string(),
  mimeType: z.string(),
  /** Pixel size of an image; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sizeBytes: z.number().int(),
});
export type PublicArtworkFile = z.infer<typeof PublicArtworkFileSchema>;

/** The curator's view adds the name it was uploaded with and when. */
export const ArtworkFileSchema = PublicArtworkFileSchema.extend({
  originalName: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type ArtworkFile = z.infer<typeof ArtworkFileSchema>;
export const ArtworkFileListSchema = z.object({ files: z.array(ArtworkFileSchema) });
export type ArtworkFileList = z.infer<typeof ArtworkFileListSchema>;

export const ArtworkFileParamsSchema = z.object({ id: z.string().max(100), fileId: z.string().max(100) });

/** The multipart form of an added file: `file`, and an optional `label` (else the file's name). */
export const AddArtworkFileFieldsSchema = z.object({
  file: z.string().describe('The file (JPEG, PNG, GIF, WebP, TIFF or PDF, up to 200 MB)'),
  label: ArtworkFileLabelSchema.optional(),
});

/** A new label, a new place in the list (0 = first), or both. */
export const UpdateArtworkFileBodySchema = z
  .object({
    label: ArtworkFileLabelSchema.optional(),
    position: z
      .number()
      .int()
      .min(0)
      .max(MAX_ARTWORK_FILES - 1)
      .optional(),
  })
  .refine((body) => body.label !== undefined || body.position !== undefined, {
    message: 'Give a label, a position or both.',
  });
export type UpdateArtworkFileBody = z.infer<typeof UpdateArtworkFileBodySchema>;

/** `lookupArtworkFiles` (internal): every file of these works, removed ones too, for delivery. */
export const ArtworkFilesLookupBodySchema = z.object({ ids: z.array(z.string().max(100)).min(1).max(200) });
export const InternalArtworkFileSchema = z.object({
  id: z.string(),
  artworkId: z.string(),
  label: z.string(),
  storageKey: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  /** When the curator removed it from the work (sold before): buyers from before keep it. */
  removedAt: z.string().nullable(),
});
export type InternalArtworkFile = z.infer<typeof InternalArtworkFileSchema>;
export const ArtworkFilesLookupResponseSchema = z.object({ files: z.array(InternalArtworkFileSchema) });
