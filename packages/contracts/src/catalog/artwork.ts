import { z } from 'zod';
import { CATEGORIES, PREVIEW_WIDTHS } from '../shared/constants.js';
import { IdSchema } from '../shared/ids.js';
import { moneyStringSchema } from '../shared/money-schema.js';
import { PREVIEW_URL_VERSION_PATTERN } from './preview-version.js';
import { PublicArtworkFileSchema } from './artwork-files.js';
import { ProvenanceSchema } from './provenance.js';
import { CompareAtPriceSchema } from './reference-price.js';

/**
 * `archived`: taken off every public page by the curator, kept for the buyers who
 * already own it (their grants point at the original, which stays); the curator can restore it.
 */
export const ARTWORK_STATUSES = ['pending', 'approved', 'rejected', 'flagged', 'archived'] as const;
export const ArtworkStatusSchema = z.enum(ARTWORK_STATUSES);
export type ArtworkStatus = z.infer<typeof ArtworkStatusSchema>;

export const OCR_STATUSES = ['pending', 'processing', 'processed', 'failed'] as const;
export const OcrStatusSchema = z.enum(OCR_STATUSES);
export type OcrStatus = z.infer<typeof OcrStatusSchema>;

export const CategorySchema = z.enum(CATEGORIES);

/** A decimal money string with 2 decimals, e.g. "14.99". */
export const MoneyStringSchema = moneyStringSchema();

export const ArtworkSchema = z.object({
  id: z.string(),
  filename: z.string(),
  originalName: z.string(),
  title: z.string(),
  category: z.string(),
  price: MoneyStringSchema.nullable(),
  isForSale: z.boolean(),
  status: ArtworkStatusSchema,
  ocrStatus: OcrStatusSchema,
  ocrText: z.string(),
  ocrErrors: z.array(z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  uploadedAt: z.string(),
  /**
   * The curator's optional plain-text description; null when there is none. An extra
   * field beside SPEC's, which stay exactly as they are.
   */
  description: z.string().nullable(),
  /**
   * The artist's own compare-at price for this work (null: none, the shop's reference
   * price applies). Extra fields beside SPEC's, as `description` is.
   */
  compareAtPrice: MoneyStringSchema.nullable(),
  /**
   * The price to show struck through beside `price`: the compare-at price, else the
   * shop's reference price when it is on, and only when higher than `price`; otherwise null.
   */
  strikethroughPrice: MoneyStringSchema.nullable(),
  /**
   * What the original's Content Credentials (C2PA) say; absent when it carries none, or
   * where an answer does not read them (a gallery's, a batch's).
   */
  provenance: ProvenanceSchema.optional(),
  /**
   * The extra files a buyer gets beside the original (the original itself is described by
   * mimeType, width, height and fileSize), in the artist's order; answered by the artwork's page
   * (`getArtworkByShortId`) only, absent elsewhere.
   */
  files: z.array(PublicArtworkFileSchema).optional(),
});
export type Artwork = z.infer<typeof ArtworkSchema>;
export const ArtworkListSchema = z.array(ArtworkSchema);

export const ListArtworksQuerySchema = z.object({
  status: ArtworkStatusSchema.optional(),
  category: z.string().max(100).optional(),
});
export type ListArtworksQuery = z.infer<typeof ListArtworksQuerySchema>;

/** OCR outcomes the curator filters by: clean and errors are finished reads, with or without errors. */
export const OCR_FILTERS = ['pending', 'processing', 'clean', 'errors', 'failed'] as const;
export const OcrFilterSchema = z.enum(OCR_FILTERS);
export type OcrFilter = z.infer<typeof OcrFilterSchema>;

export const ARTWORK_SORTS = ['newest', 'oldest', 'title', 'price'] as const;
export const ArtworkSortSchema = z.enum(ARTWORK_SORTS);
export type ArtworkSort = z.infer<typeof ArtworkSortSchema>;

/** The status a card shows (SPEC §4's, and `archived`): what the Curation tab's filter select means. */
export const ShownStatusSchema = ArtworkStatusSchema;

/** A cursor is a few dozen characters (a sort key and an id); a title key makes it longer. */
export const MAX_ARTWORK_CURSOR_LENGTH = 1024;

/** The largest page: also what "select all matching" fetches at once, one batch's worth of ids. */
export const MAX_ARTWORK_PAGE_SIZE = 1000;
export const DEFAULT_ARTWORK_PAGE_SIZE = 48;

const QueryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** How many ids one `ids` filter may name: a tab's worth of known works, far below a URL's limit. */
export const MAX_ARTWORK_IDS_FILTER = 100;

/** How many categories one `categories` filter may name. */
export const MAX_CATEGORIES_FILTER = 20;

const ArtworkIdListSchema = z
  .string()
  .max(MAX_ARTWORK_IDS_FILTER * 37)
  .transform((value) => value.split(',').filter((id) => id.length > 0))
  .pipe(z.array(IdSchema).min(1).max(MAX_ARTWORK_IDS_FILTER));

/**
 * Search, filters, sort and paging of GET /api/artworks. Any of these switches the
 * answer to an `ArtworkPage`; without them (only `status`/`category`) it stays SPEC's `Artwork[]`.
 * A public caller always gets approved work only, whatever it asks for.
 */
export const PagedArtworksQuerySchema = ListArtworksQuerySchema.extend({
  /** Words of the title or the recognised text; at least 1 character after trimming. */
  q: z.string().trim().min(1).max(200).optional(),
  shown: ShownStatusSchema.optional(),
  ocr: OcrFilterSchema.optional(),
  forSale: QueryBooleanSchema.optional(),
  hasPrice: QueryBooleanSchema.optional(),
  /** Only works priced at most this ("19.99"): a pack's price ceiling in its picker. */
  maxPrice: MoneyStringSchema.optional(),
  sort: ArtworkSortSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ARTWORK_PAGE_SIZE).optional(),
  /** 1-based. Order is total (the sort key, then id), so pages neither lose nor repeat a work. */
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /**
   * Only these artworks, comma-separated: a dashboard tab that shows a handful of known works
   * (the uploads of this session, the saved featured picks) asks for them and not for the list.
   */
  ids: ArtworkIdListSchema.optional(),
  /**
   * Only works of any of these categories, comma-separated (the home page's "New
   * arrivals" asks for every shop category but the house one).
   */
  categories: z
    .string()
    .max(MAX_CATEGORIES_FILTER * 101)
    .transform((value) => value.split(',').filter((category) => category.length > 0))
    .pipe(z.array(z.string().max(100)).min(1).max(MAX_CATEGORIES_FILTER))
    .optional(),
  /**
   * Keyset paging. The opaque `nextCursor` of the previous answer (base64url of the
   * sort key and id); the page after it in the same sort. Not together with `page`. Works approved
   * between two pages never make a work repeat or go missing.
   */
  cursor: z
    .string()
    .max(MAX_ARTWORK_CURSOR_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be a nextCursor of an earlier answer')
    .optional(),
});
export type PagedArtworksQuery = z.infer<typeof PagedArtworksQuerySchema>;

/** The params whose presence asks for an `ArtworkPage` instead of SPEC's plain list. */
export const PAGED_QUERY_KEYS = [
  'q',
  'shown',
  'ocr',
  'forSale',
  'hasPrice',
  'maxPrice',
  'sort',
  'limit',
  'page',
  'ids',
  'categories',
  'cursor',
] as const;

export function isPagedQuery(query: PagedArtworksQuery): boolean {
  return PAGED_QUERY_KEYS.some((key) => query[key] !== undefined);
}

/** One page of matching artworks; `total` counts every match, not just this page. */
export const ArtworkPageSchema = z.object({
  items: ArtworkListSchema,
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /**
   * Pass as `cursor` for the next page in the same sort and filters; null on the last
   * page. Unlike `page`, it never repeats or skips a work while works are approved meanwhile.
   */
  nextCursor: z.string().nullable(),
});
export type ArtworkPage = z.infer<typeof ArtworkPageSchema>;

export const TitleSchema = z.string().trim().min(1).max(200);

/** The longest description: a few paragraphs, as a shop listing has, not an essay. */
export const MAX_DESCRIPTION_LENGTH = 2000;

/** Plain text, trimmed; an empty description is no description (null). */
export const DescriptionSchema = z
  .string()
  .trim()
  .max(MAX_DESCRIPTION_LENGTH)
  .transform((value) => (value.length === 0 ? null : value))
  .nullable();

/** Multipart sends text only: the for-sale flag arrives as "true" or "false". */
const MultipartBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The text fields of POST /api/artworks/upload. `price` and `isForSale` are optional defaults set
 * at upload time; without them the work starts unpriced and not for sale, as before.
 */
export const UploadFieldsSchema = z.object({
  title: TitleSchema,
  category: CategorySchema,
  price: MoneyStringSchema.optional(),
  isForSale: MultipartBooleanSchema.optional(),
  /**
   * "true" marks one file of a bulk import; its OCR waits behind every new upload
   * (queue `ocr-bulk`). Optional and additive: SPEC's upload call (artwork, title, category) is
   * unchanged and a new upload is the default.
   */
  bulkImport: MultipartBooleanSchema.optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

/**
 * Optional idempotency key of `POST /api/artworks/upload`: a client that retries an
 * upload whose answer it never got (a gateway or catalog replica died mid-request) sends the same
 * key, and gets the artwork the first try stored instead of a second copy.
 */
export const UPLOAD_IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const UploadIdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,200}$/, 'Expected 8-200 letters, digits or ._:-');

export const UpdateArtworkBodySchema = z
  .object({
    status: ArtworkStatusSchema.optional(),
    category: CategorySchema.optional(),
    title: TitleSchema.optional(),
    price: MoneyStringSchema.nullable().optional(),
    isForSale: z.boolean().optional(),
    description: DescriptionSchema.optional(),
    compareAtPrice: CompareAtPriceSchema.optional(),
    ocrText: z.string().max(10_000).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateArtworkBody = z.infer<typeof UpdateArtworkBodySchema>;

/**
 * "Publish for sale" in one step: the price (required, checked as PATCH checks it) and any
 * other edits of the Edit dialog; the work is approved and put on sale in the same change.
 */
export const PublishArtworkBodySchema = z
  .object({
    price: MoneyStringSchema,
    category: CategorySchema.optional(),
    title: TitleSchema.optional(),
    description: DescriptionSchema.optional(),
    compareAtPrice: CompareAtPriceSchema.optional(),
  })
  .strict();
export type PublishArtworkBody = z.infer<typeof PublishArtworkBodySchema>;

export const ArtworkParamsSchema = z.object({ id: z.string().max(100) });

/** SPEC §4's two whole-catalogue actions, answered with `{updated}` only. */
export const BATCH_ACTIONS = ['approve-clean', 'reject-flagged'] as const;

/** How many ids one batch update may name: a page of selection, bounded so one request stays small. */
export const MAX_BATCH_IDS = 1000;

/** The same changes for every selected artwork; at least one field. */
export const BatchChangesSchema = z
  .object({
    price: MoneyStringSchema.nullable().optional(),
    isForSale: z.boolean().optional(),
    category: CategorySchema.optional(),
    status: ArtworkStatusSchema.optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to update');
export type BatchChanges = z.infer<typeof BatchChangesSchema>;

/**
 * Applies `changes` to exactly these artworks in one transaction. Every id must exist: one
 * unknown id is a 404 and nothing changes, so the curator never half-applies a selection.
 */
export const BatchUpdateBodySchema = z
  .object({
    action: z.literal('update'),
    ids: z.array(IdSchema).min(1).max(MAX_BATCH_IDS),
    changes: BatchChangesSchema,
  })
  .strict();
export type BatchUpdateBody = z.infer<typeof BatchUpdateBodySchema>;

export const BatchBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(BATCH_ACTIONS) }).strict(),
  BatchUpdateBodySchema,
]);
export type BatchBody = z.infer<typeof BatchBodySchema>;
/** `artworks` (the changed ones, as they are now) only for `update`. */
export const BatchResultSchema = z.object({ updated: z.number().int(), artworks: ArtworkListSchema.optional() });
export type BatchResult = z.infer<typeof BatchResultSchema>;

export const FileParamsSchema = z.object({ filename: z.string().max(200) });
export const FileQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (PREVIEW_WIDTHS as readonly number[]).includes(w), `w must be one of ${PREVIEW_WIDTHS.join(', ')}`)
    .optional(),
  /** The picture's version (`previewUrlVersion`); when current, the answer is immutable. */
  v: z.string().regex(PREVIEW_URL_VERSION_PATTERN, 'v: not a preview version').optional(),
});

/** DELETE /api/artworks/:id refusals (only a work that was never sold may be deleted). */
export const DELETE_ARTWORK_MESSAGES = {
  sold: 'This artwork has been sold, so it cannot be deleted: its buyers keep their downloads. Archive it instead.',
  ordersUnavailable:
    'Orders could not be checked, so nothing was deleted (a sold work must never be deleted). Please try again shortly.',
} as const;

/** SPEC §3: an artwork with errors is Flagged whatever its stored status. */
export function isShownFlagged(artwork: Pick<Artwork, 'ocrErrors' | 'status'>): boolean {
  return artwork.ocrErrors.length > 0 || artwork.status === 'flagged';
}

export {
  isOcrProcessed,
  isOcrVerified,
  openFindingCount,
  publicOcrBadge,
  type OcrOutcomeFields,
  type PublicOcrBadge,
} from './ocr-status.js';
