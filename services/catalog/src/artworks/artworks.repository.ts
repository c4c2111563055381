import { type ArtworkSort, type ArtworkStatus, isId, type OcrFinding, OcrFindingSchema } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { ArtworkRowUpdate, Database, NewArtworkRow } from '../db/schema.js';
import type { ReviewState } from '../ocr-results/ocr-outcome.js';
import { afterCursor, type ArtworkSearch, orderBySort, searchConditions, sortKey } from './artwork-search.js';
import { ARTWORK_COLUMNS, ARTWORK_TIMESTAMP_COLUMNS } from './artwork.mapper.js';

export interface ArtworkFilter {
  status?: ArtworkStatus | undefined;
  category?: string | undefined;
}

/** A processed OCR result as the outcome service decided it: errors and status already derived. */
export interface ProcessedOcr {
  ocrText: string;
  ocrErrors: string[];
  findings: readonly OcrFinding[];
  /** normalizeWord of each finding's word, each once: what accepting a word looks up. */
  findingKeys: string[];
  width: number;
  height: number;
  previewKeys: Record<string, string>;
  review: ReviewState;
}

/** What deciding an OCR outcome reads of an artwork. */
const OCR_STATE_COLUMNS = [
  'id',
  'storage_key',
  'status',
  'status_set_by',
  'ocr_status',
  'ocr_errors',
  'ocr_findings',
] as const;

const StoredFindingsSchema = OcrFindingSchema.array();

/** The jsonb findings column, typed: the catalog alone writes it, always from the contract's schema. */
function withFindings<Row extends { ocr_findings: unknown }>(
  row: Row,
): Omit<Row, 'ocr_findings'> & { ocr_findings: OcrFinding[] } {
  return { ...row, ocr_findings: StoredFindingsSchema.parse(row.ocr_findings) };
}

/**
 * A timestamp as Date#toISOString writes it (UTC, milliseconds cut, not rounded, as pg's Date cuts
 * them), written by PostgreSQL: parsing three Dates a row and formatting them again was about an
 * eighth of the catalog's busy CPU on an uncached list page (measured with a CPU profile). It keeps the column's name, so a bare
 * `orderBy('created_at')` next to it would sort by this text: order by `artworks.created_at`.
 */
const isoTimestamp = (column: (typeof ARTWORK_TIMESTAMP_COLUMNS)[number]) =>
  sql<string>`to_char(${sql.ref(`artworks.${column}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(column);

/** What toArtwork reads, timestamps as ISO text: the public reads' columns. */
const PUBLIC_ARTWORK_SELECTION = [...ARTWORK_COLUMNS, ...ARTWORK_TIMESTAMP_COLUMNS.map(isoTimestamp)];

export function createArtworkRepository(db: Kysely<Database>) {
  return {
    /** Bumped by a trigger on every write to artworks (see its migration). */
    async listVersion(): Promise<number> {
      const row = await db.selectFrom('artworks_list_version').select('version').executeTakeFirstOrThrow();
      return Number(row.version);
    },

    async list(filter: ArtworkFilter) {
      let query = db.selectFrom('artworks').select(PUBLIC_ARTWORK_SELECTION);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.category) query = query.where('category', '=', filter.category);
      return query.orderBy('artworks.created_at', 'desc').orderBy('id').execute();
    },

    /**
     * One page of the artworks matching a search, in a total order (see orderBySort), each row
     * with its `sort_key` for a cursor. `after` starts the page after a cursor (keyset).
     */
    async listPage(
      search: ArtworkSearch,
      sort: ArtworkSort,
      page: { limit: number; offset: number; after?: { key: string | number | null; id: string } | undefined },
    ) {
      const { after } = page;
      let query = db
        .selectFrom('artworks')
        .select(PUBLIC_ARTWORK_SELECTION)
        .select(sortKey(sort).as('sort_key'))
        .where((eb) => searchConditions(eb, search));
      if (after) query = query.where((eb) => afterCursor(eb, sort, after));
      return orderBySort(query, sort).limit(page.limit).offset(page.offset).execute();
    },

    async countMatching(search: ArtworkSearch): Promise<number> {
      const row = await db
        .selectFrom('artworks')
        .select(db.fn.countAll<string>().as('count'))
        .where((eb) => searchConditions(eb, search))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findById(id: string) {
      if (!isId(id)) return undefined;
      return db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The artworks whose id starts with these 12 hex digits (at most two: enough to tell an
     * ambiguous prefix). A range on the uuid primary key, so the index answers it.
     */
    async findByShortId(shortId: string) {
      const hex = shortId.toLowerCase();
      const head = `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
      return db
        .selectFrom('artworks')
        .select(PUBLIC_ARTWORK_SELECTION)
        .where('id', '>=', `${head}-0000-0000-000000000000`)
        .where('id', '<=', `${head}-ffff-ffff-ffffffffffff`)
        .orderBy('id')
        .limit(2)
        .execute();
    },

    async findByFilename(filename: string) {
      return db.selectFrom('artworks').selectAll().where('filename', '=', filename).executeTakeFirst();
    },

    /**
     * A page of processed artworks whose previews lack one of `widths`, in id order after
     * `afterId`: what a rendition backfill walks through after a width was added.
     */
    async missingPreviewWidths(widths: readonly string[], afterId: string | null, limit: number) {
      let query = db
        .selectFrom('artworks')
        .select(['id', 'storage_key', 'width', 'preview_keys'])
        .where(sql<boolean>`preview_keys <> '{}'::jsonb`)
        .where(sql<boolean>`not (preview_keys ?& ${[...widths]}::text[])`);
      if (afterId !== null) query = query.where('id', '>', afterId);
      return query.orderBy('id').limit(limit).execute();
    },

    /**
     * Adds rendition keys to an artwork's previews, keeping any it has (a result the worker wrote
     * meanwhile wins), and marks the row changed so preview URLs name the new picture.
     */
    async addPreviewKeys(id: string, keys: Readonly<Record<string, string>>): Promise<boolean> {
      const result = await db
        .updateTable('artworks')
        .set({
          preview_keys: sql<Record<string, string>>`${JSON.stringify(keys)}::jsonb || preview_keys`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where(sql<boolean>`preview_keys <> '{}'::jsonb`)
        .where(sql<boolean>`not (preview_keys ?& ${Object.keys(keys)}::text[])`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Which of these object keys belong to an artwork (as its original). */
    async existingStorageKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('artworks')
        .select('storage_key')
        .where('storage_key', 'in', [...keys])
        .execute();
      return new Set(rows.map((row) => row.storage_key));
    },

    async findManyByIds(ids: readonly string[]) {
      const valid = [...new Set(ids.filter(isId))];
      if (valid.length === 0) return [];
      return db.selectFrom('artworks').selectAll().where('id', 'in', valid).execute();
    },

    async insert(row: NewArtworkRow) {
      return db.insertInto('artworks').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The artwork an upload with this Idempotency-Key stored, if one did. */
    async findByUploadKey(uploadKey: string) {
      return db.selectFrom('artworks').selectAll().where('upload_key', '=', uploadKey).executeTakeFirst();
    },

    /** The row, locked until the transaction ends (call it in one); undefined when unknown. */
    async lockById(id: string) {
      if (!isId(id)) return undefined;
      return db.selectFrom('artworks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async deleteById(id: string) {
      await db.deleteFrom('artworks').where('id', '=', id).execute();
    },

    async update(id: string, changes: ArtworkRowUpdate) {
      if (!isId(id)) return undefined;
      return db
        .updateTable('artworks')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * SPEC §4 "Approve All Clean": every pending artwork with no OCR errors, narrowed
     * to work whose OCR has finished: unread work (pending/processing) and failed OCR stay pending,
     * so nothing is published before its text was checked.
     */
    async approveClean() {
      const result = await db
        .updateTable('artworks')
        .set({ status: 'approved', status_set_by: 'curator', updated_at: sql<Date>`now()` })
        .where('status', '=', 'pending')
        .where('ocr_status', '=', 'processed')
        .where(sql<boolean>`cardinality(ocr_errors) = 0`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Locks these rows (in id order, so concurrent batches never deadlock) and says which exist. */
    async lockIds(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('artworks')
        .select('id')
        .where('id', 'in', [...ids])
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map((row) => row.id);
    },

    /** The same changes on exactly these rows; the caller checked they exist (in a transaction). */
    async updateMany(ids: readonly string[], changes: ArtworkRowUpdate) {
      if (ids.length === 0) return [];
      return db
        .updateTable('artworks')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', 'in', [...ids])
        .returningAll()
        .execute();
    },

    /** SPEC §4 "Reject Flagged". */
    async rejectFlagged() {
      const result = await db
        .updateTable('artworks')
        .set({ status: 'rejected', status_set_by: 'curator', updated_at: sql<Date>`now()` })
        .where('status', '=', 'flagged')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Only a pending artwork starts processing: a late or repeated notice never moves it back. */
    async markProcessing(id: string) {
      const result = await db
        .updateTable('artworks')
        .set({ ocr_status: 'processing', updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('ocr_status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** One artwork's OCR state, its row locked until the transaction ends (call it in one). */
    async lockOcrState(id: string) {
      if (!isId(id)) return undefined;
      const row = await db
        .selectFrom('artworks')
        .select(OCR_STATE_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row && withFindings(row);
    },

    /** Writes a processed result exactly as given; the caller holds the row lock. */
    async setOcrProcessed(id: string, ocr: ProcessedOcr) {
      await db
        .updateTable('artworks')
        .set({
          ocr_status: 'processed',
          ocr_text: ocr.ocrText,
          ocr_errors: ocr.ocrErrors,
          // pg would send an array as a PostgreSQL array: jsonb wants JSON text.
          ocr_findings: JSON.stringify(ocr.findings),
          ocr_finding_keys: ocr.findingKeys,
          width: ocr.width,
          height: ocr.height,
          // pg sends a plain object as JSON, which is what jsonb expects.
          preview_keys: ocr.previewKeys,
          status: ocr.review.status,
          status_set_by: ocr.review.setBy,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A final failure never overrides a result that did arrive. */
    async setOcrFailed(id: string, ocrErrors: string[]) {
      const result = await db
        .updateTable('artworks')
        .set({ ocr_status: 'failed', ocr_errors: ocrErrors, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('ocr_status', 'in', ['pending', 'processing'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Processed artworks with a finding whose key (normalizeWord, computed in TypeScript) is this
     * one, rows locked in id order so that concurrent callers never deadlock.
     */
    async lockWithFindingKey(wordKey: string) {
      const rows = await db
        .selectFrom('artworks')
        .select(OCR_STATE_COLUMNS)
        .where('ocr_status', '=', 'processed')
        .where('ocr_finding_keys', '@>', sql<string[]>`array[${wordKey}]::text[]`)
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map(withFindings);
    },

    /** Re-derived errors and the status that goes with them, as the caller decided. */
    async setOcrErrors(id: string, ocrErrors: string[], review: ReviewState) {
      await db
        .updateTable('artworks')
        .set({
          ocr_errors: ocrErrors,
          status: review.status,
          status_set_by: review.setBy,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    async findOcrFindings(id: string) {
      if (!isId(id)) return undefined;
      const row = await db
        .selectFrom('artworks')
        .select(['id', 'storage_key', 'ocr_findings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && withFindings(row);
    },

    /** Rows whose OCR job may never have been added (a crash between the insert and the queue). */
    async listStalePending(olderThanMs: number) {
      return db
        .selectFrom('artworks')
        .select(['id', 'storage_key', 'filename', 'mime_type'])
        .where('ocr_status', '=', 'pending')
        .where('uploaded_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
        .execute();
    },

    async countApprovedByCategory(categories: readonly string[]) {
      if (categories.length === 0) return new Map<string, number>();
      const rows = await db
        .selectFrom('artworks')
        .select(['category', db.fn.countAll<number>().as('count')])
        .where('status', '=', 'approved')
        .where('category', 'in', [...categories])
        .groupBy('category')
        .execute();
      return new Map(rows.map((row) => [row.category, Number(row.count)]));
    },
  };
}

export type ArtworkRepository = ReturnType<typeof createArtworkRepository>;
