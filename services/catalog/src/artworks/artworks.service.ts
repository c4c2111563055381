import { randomUUID } from 'node:crypto';
import {
  type Artwork,
  type ArtworkPage,
  type BatchBody,
  DEFAULT_ARTWORK_PAGE_SIZE,
  type BatchResult,
  ERROR_CODES,
  type InternalArtwork,
  type ListArtworksQuery,
  MAX_UPLOAD_BYTES,
  type PagedArtworksQuery,
  type PublishArtworkBody,
  type PublicArtworkFile,
  MESSAGES,
  parseCents,
  type Role,
  type UpdateArtworkBody,
} from '@shop/contracts';
import { BadRequest, Conflict, type Logger, NotFound, type ObjectStorage, PayloadTooLarge } from '@shop/platform';
import type { OrdersClient } from '../clients/orders-client.js';
import type { WithTransaction } from '../repositories.js';
import type { ArtworkRowUpdate } from '../db/schema.js';
import type { OcrJobQueue } from '../ocr-jobs/ocr-job-queue.js';
import type { FileUploader } from '@shop/platform';
import { inspectImage, type InspectedImage } from '../uploads/image-inspection.js';
import {
  receiveUpload,
  type MultipartPart,
  type ReceivedUpload,
  type SpooledFile,
} from '../uploads/multipart-upload.js';
import { sanitizeOriginalName } from '../uploads/original-name.js';
import { parseUploadFields } from '../uploads/upload-fields.js';
import { createArtworkDeletion } from './artwork-deletion.js';
import { createArtworkCounts } from './artwork-counts.js';
import { decodeCursor, encodeCursor } from './artwork-cursor.js';
import { createArtworkListCache, type CachedList } from './artwork-list-cache.js';
import { type ArtworkContractRow, toArtwork } from './artwork.mapper.js';
import type { ArtworkRepository } from './artworks.repository.js';
import { createFileSwitch } from './file-switch.js';
import { createOriginals } from './originals.js';
import type { StoredOriginal } from '../uploads/live-originals.js';
import type { ReplaceClaims } from './replace-claims.js';
import type { PriceHistoryRepository } from '../pricing/price-history.repository.js';
import { priceStrikesFor } from '../pricing/price-strikes.js';
import type { ReferencePriceRepository } from '../pricing/reference-price.repository.js';
import { createBatchUpdate } from './batch-update.js';
import type { ProvenanceService } from '../provenance/provenance.service.js';

export interface ArtworkServiceDeps {
  artworks: ArtworkRepository;
  storage: ObjectStorage;
  uploader: FileUploader;
  ocrJobs: OcrJobQueue;
  log: Logger;
  uploadTmpDir: string;
  withTransaction: WithTransaction;
  orders: OrdersClient;
  replaceClaims: ReplaceClaims;
  referencePrice: ReferencePriceRepository;
  priceHistory: PriceHistoryRepository;
  /** The originals' Content Credentials (C2PA): read where an original is stored, shown with the work. */
  provenance: ProvenanceService;
  /** The work's extra files, listed on its page (artwork-files); absent, the page lists none. */
  extraFiles?: { publicFilesOf(artworkId: string): Promise<PublicArtworkFile[]> };
}

export { REPLACE_FILE_BUSY } from './file-switch.js';
export const REPLACE_FILE_IN_PROGRESS =
  'Another file is being stored for this artwork right now. Check the work, then replace its file again if needed.';

/** PostgreSQL's unique violation on the upload key: another try of the same upload won. */
function isUploadKeyTaken(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '23505' &&
    (error as { constraint?: unknown }).constraint === 'artworks_upload_key_key'
  );
}

export function createArtworkService({
  artworks,
  storage,
  uploader,
  ocrJobs,
  log,
  uploadTmpDir,
  withTransaction,
  orders,
  replaceClaims,
  referencePrice,
  priceHistory,
  provenance,
  extraFiles,
}: ArtworkServiceDeps) {
  const batchUpdate = createBatchUpdate(withTransaction);
  const deleteArtwork = createArtworkDeletion({ withTransaction, storage, ocrJobs, orders, log });

  async function getRow(id: string) {
    const row = await artworks.findById(id);
    if (!row) throw new NotFound('No artwork with this id.');
    return row;
  }

  const listCache = createArtworkListCache(() => artworks.listVersion());

  /** The rows as artworks, their struck prices as they are now (they depend on time too). */
  async function toArtworks(
    rows: readonly ArtworkContractRow[],
  ): Promise<{ items: Artwork[]; validUntil: number | null }> {
    const strikes = await priceStrikesFor({ referencePrice, priceHistory }, rows);
    const items = await provenance.withSummaries(rows.map((row) => toArtwork(row, strikes)));
    return { items, validUntil: strikes.validUntil };
  }

  async function oneArtwork(row: ArtworkContractRow): Promise<Artwork> {
    const [artwork] = await provenance.withSummaries([
      toArtwork(row, await priceStrikesFor({ referencePrice, priceHistory }, [row])),
    ]);
    return artwork as Artwork;
  }

  const countMatching = createArtworkCounts(artworks);
  const originals = createOriginals({ storage, uploader, log });

  /** Refuses a dropped system file and one over the size limit, before anything else is read. */
  function refuseUnacceptable(file: ReceivedUpload['file']): void {
    if (file?.isIgnoredSystemFile) {
      throw new BadRequest(
        `${MESSAGES.uploadIgnoredSystemFile} (${sanitizeOriginalName(file.clientName)})`,
        ERROR_CODES.ignoredSystemFile,
      );
    }
    if (file?.isTooLarge) throw new PayloadTooLarge(MESSAGES.uploadTooLarge);
  }

  /** The received file as an image: type by its bytes, pixel count (415/413 otherwise). */
  async function requireImage(
    file: ReceivedUpload['file'],
  ): Promise<{ path: string; sizeBytes: number; clientName: string; image: InspectedImage }> {
    if (!file?.path || file.sizeBytes === 0) throw new BadRequest(MESSAGES.uploadMissingFile, ERROR_CODES.missingFile);
    return {
      path: file.path,
      sizeBytes: file.sizeBytes,
      clientName: file.clientName,
      image: await inspectImage(file.path),
    };
  }

  /** Stores the checked file (unless `stored` already holds it), writes the row and queues the OCR; each undone if a later step fails. */
  async function createArtwork(
    file: Awaited<ReturnType<typeof requireImage>>,
    fields: ReturnType<typeof parseUploadFields>,
    uploadKey: string | undefined,
    stored: StoredOriginal | undefined,
  ): Promise<Artwork> {
    const { image } = file;
    const id = stored?.id ?? randomUUID();
    const filename = `${id}.${image.extension}`;
    const storageKey = originals.keyOf(filename);
    if (!stored) await originals.store(storageKey, file.path, file.sizeBytes, image.mimeType);
    let rowWritten = false;
    try {
      const row = await artworks.insert({
        id,
        filename,
        storage_key: storageKey,
        original_name: sanitizeOriginalName(file.clientName),
        title: fields.title,
        category: fields.category,
        price_cents: fields.price === undefined ? null : parseCents(fields.price),
        ...(fields.isForSale === undefined ? {} : { is_for_sale: fields.isForSale }),
        file_size: file.sizeBytes,
        mime_type: image.mimeType,
        width: image.width,
        height: image.height,
        upload_key: uploadKey ?? null,
      });
      rowWritten = true;
      const lane = fields.bulkImport === true ? 'bulk' : 'new';
      await ocrJobs.enqueue({ artworkId: id, storageKey, filename, mimeType: image.mimeType }, lane);
      await provenance.keep(id, storageKey, { path: file.path, sizeBytes: file.sizeBytes }, image.mimeType);
      log.info({ artworkId: id, sizeBytes: file.sizeBytes, mimeType: image.mimeType, lane }, 'artwork uploaded');
      return oneArtwork(row);
    } catch (error) {
      if (!rowWritten && uploadKey !== undefined && isUploadKeyTaken(error)) {
        // Another try of the same upload stored its row first: that one is the artwork.
        await originals.remove(storageKey);
        const existing = await artworks.findByUploadKey(uploadKey);
        if (existing) return oneArtwork(existing);
      }
      log.warn({ err: error, artworkId: id }, 'upload undone');
      if (rowWritten)
        await artworks
          .deleteById(id)
          .catch((cleanupError: unknown) =>
            log.error({ err: cleanupError, artworkId: id }, 'could not undo the artwork row'),
          );
      await originals.remove(storageKey);
      throw error;
    }
  }

  const switchFile = createFileSwitch({
    storage,
    ocrJobs,
    withTransaction,
    log,
    originals,
    provenance,
  });

  /** Public callers see approved work only, whatever they ask for. */
  async function list(role: Role, query: ListArtworksQuery): Promise<{ body: Artwork[]; validUntil: number | null }> {
    const status = role === 'admin' ? query.status : 'approved';
    const { items, validUntil } = await toArtworks(await artworks.list({ status, category: query.category }));
    return { body: items, validUntil };
  }

  return {
    /** The artwork list, serialized once per change of the artworks (the hot public path). */
    async listSerialized(role: Role, query: ListArtworksQuery): Promise<CachedList> {
      const status = role === 'admin' ? (query.status ?? '') : 'approved';
      return listCache.get(`${status}|${query.category ?? ''}`, () => list(role, query));
    },

    /**
     * The artwork of a page `/art/<slug>-<short id>`: the public sees approved work
     * only; an unknown short id, or one that names more than one artwork, is a 404 for everyone.
     */
    async getByShortId(role: Role, shortId: string): Promise<Artwork> {
      const rows = await artworks.findByShortId(shortId);
      const [row] = rows;
      if (!row || rows.length > 1 || (role !== 'admin' && row.status !== 'approved'))
        throw new NotFound('No artwork with this short id.');
      const [artwork, files] = await Promise.all([oneArtwork(row), extraFiles?.publicFilesOf(row.id)]);
      return files === undefined ? artwork : { ...artwork, files };
    },

    /**
     * One page of a search. A public caller sees approved work only, whatever it asks
     * for; the curator's `shown` filter means nothing to the public, so it is dropped there too.
     */
    async listPage(role: Role, query: PagedArtworksQuery): Promise<ArtworkPage> {
      const isAdmin = role === 'admin';
      const search = {
        q: query.q,
        status: isAdmin ? query.status : 'approved',
        shown: isAdmin ? query.shown : undefined,
        ocr: query.ocr,
        category: query.category,
        categories: query.categories,
        forSale: query.forSale,
        hasPrice: query.hasPrice,
        maxPriceCents: query.maxPrice === undefined ? undefined : parseCents(query.maxPrice),
        ids: query.ids,
      } as const;
      const limit = query.limit ?? DEFAULT_ARTWORK_PAGE_SIZE;
      const sort = query.sort ?? 'newest';
      if (query.cursor !== undefined && query.page !== undefined)
        throw new BadRequest('Pass either cursor or page, not both.', ERROR_CODES.badRequest);
      // Keyset paging: the cursor says where the page starts; `page` stays 1 for it.
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
      const page = query.page ?? 1;
      // One row more than the page tells whether there is a next page without a second query.
      const [rows, total] = await Promise.all([
        artworks.listPage(search, sort, { limit: limit + 1, offset: after ? 0 : (page - 1) * limit, after }),
        countMatching(search),
      ]);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const nextCursor = rows.length > limit && last ? encodeCursor({ sort, key: last.sort_key, id: last.id }) : null;
      return { items: (await toArtworks(items)).items, total, page, limit, nextCursor };
    },

    /**
     * The upload is spooled and checked before anything is stored: type by its bytes, size, pixel
     * count. Then the original is streamed to storage, the row written and the OCR job added; if
     * any step fails, the earlier ones are undone, so there is never a row without a file nor a
     * job without a row.
     */
    /**
     * `uploadKey` (the Idempotency-Key header): a retry of an upload whose first try
     * stored the work answers that work; two tries racing each other store it once (the unique key
     * refuses the second row, whose original is removed again).
     */
    async upload(parts: AsyncIterable<MultipartPart>, uploadKey?: string): Promise<Artwork> {
      const received = await receiveUpload(parts, { tmpDir: uploadTmpDir, maxBytes: MAX_UPLOAD_BYTES });
      try {
        return await this.createFromFile(received.file, received.fields, uploadKey);
      } finally {
        await received.discard();
      }
    },

    /**
     * The artwork from a file already on disk, with the form's fields: the classic upload's
     * spooled file, or a finished resumable upload (resumable-uploads.ts), whose original may
     * already be in storage (`stored`, live-originals.ts): it is checked like any other and, if
     * refused or not taken, removed. The caller removes the file.
     */
    async createFromFile(
      received: SpooledFile | undefined,
      rawFields: Record<string, string>,
      uploadKey?: string,
      stored?: StoredOriginal,
    ): Promise<Artwork> {
      let storedTaken = false;
      try {
        if (uploadKey !== undefined) {
          const existing = await artworks.findByUploadKey(uploadKey);
          if (existing) {
            log.info({ artworkId: existing.id }, 'upload retried: answered the artwork already stored');
            return oneArtwork(existing);
          }
        }
        refuseUnacceptable(received);
        const fields = parseUploadFields(rawFields);
        const file = await requireImage(received);
        // Taken only as the type its bytes are now found to be (the live put named it from its first bytes).
        storedTaken = stored?.extension === file.image.extension && stored.mimeType === file.image.mimeType;
        return await createArtwork(file, fields, uploadKey, storedTaken ? stored : undefined);
      } finally {
        if (stored && !storedTaken) await originals.remove(stored.storageKey);
      }
    },

    /**
     * The curator replaces a work's file. The work keeps its id, title, description,
     * price, category, sale flag and its buyers (their grants resolve to the current original);
     * its OCR starts again (file-switch.ts). One replacement of a work at a time: a second one
     * meanwhile is refused (replace-claims.ts says why).
     */
    async replaceFile(id: string, parts: AsyncIterable<MultipartPart>): Promise<Artwork> {
      const received = await receiveUpload(parts, { tmpDir: uploadTmpDir, maxBytes: MAX_UPLOAD_BYTES });
      try {
        await getRow(id);
        refuseUnacceptable(received.file);
        const file = await requireImage(received.file);
        const release = await replaceClaims.claim(id);
        if (!release) throw new Conflict(REPLACE_FILE_IN_PROGRESS);
        try {
          return await switchFile(id, file);
        } finally {
          await release();
        }
      } finally {
        await received.discard();
      }
    },

    async update(id: string, body: UpdateArtworkBody): Promise<Artwork> {
      await getRow(id);
      const changes: ArtworkRowUpdate = {};
      // The curator's decision, which no later OCR result changes.
      if (body.status !== undefined) {
        changes.status = body.status;
        changes.status_set_by = 'curator';
      }
      if (body.category !== undefined) changes.category = body.category;
      if (body.title !== undefined) changes.title = body.title;
      if (body.isForSale !== undefined) changes.is_for_sale = body.isForSale;
      if (body.ocrText !== undefined) changes.ocr_text = body.ocrText;
      // The contract has trimmed it and turned an empty one into null.
      if (body.description !== undefined) changes.description = body.description;
      if (body.price !== undefined) changes.price_cents = body.price === null ? null : parseCents(body.price);
      if (body.compareAtPrice !== undefined)
        changes.compare_at_price_cents = body.compareAtPrice === null ? null : parseCents(body.compareAtPrice);
      const row = await artworks.update(id, changes);
      if (!row) throw new NotFound('No artwork with this id.');
      return oneArtwork(row);
    },

    /**
     * "Publish for sale": the price and edits, the sale flag and the curator's approval
     * are one UPDATE, so a refused or failed publish leaves the work exactly as it was.
     */
    async publish(id: string, body: PublishArtworkBody): Promise<Artwork> {
      return this.update(id, { ...body, isForSale: true, status: 'approved' });
    },

    /** A work never sold, with its files; 409 when sold, 503 when orders cannot say. */
    async delete(id: string, requestId: string): Promise<void> {
      await deleteArtwork(id, requestId);
    },

    async batch(body: BatchBody): Promise<BatchResult> {
      if (body.action === 'update') {
        const result = await batchUpdate(body.ids, body.changes);
        log.info({ action: body.action, updated: result.updated, fields: Object.keys(body.changes) }, 'batch applied');
        return result;
      }
      const { action } = body;
      const updated = action === 'approve-clean' ? await artworks.approveClean() : await artworks.rejectFlagged();
      log.info({ action, updated }, 'batch applied');
      return { updated };
    },

    /** What payments and orders may know of artworks (internal route); unknown ids are simply absent. */
    async lookup(ids: readonly string[]): Promise<InternalArtwork[]> {
      const rows = await artworks.findManyByIds(ids);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        status: row.status,
        isForSale: row.is_for_sale,
        priceCents: row.price_cents,
        storageKey: row.storage_key,
        originalName: row.original_name,
        mimeType: row.mime_type,
        fileSize: row.file_size,
        filename: row.filename,
      }));
    },

    /**
     * Adds the OCR job again (bulk lane) for uploads whose job may have been lost; a job still in
     * either lane is left alone. Answers how many were added.
     */
    async requeueStalePending(olderThanMs: number): Promise<number> {
      const rows = await artworks.listStalePending(olderThanMs);
      let added = 0;
      for (const row of rows) {
        const isAdded = await ocrJobs.enqueueIfAbsent({
          artworkId: row.id,
          storageKey: row.storage_key,
          filename: row.filename,
          mimeType: row.mime_type,
        });
        if (isAdded) added += 1;
      }
      if (added > 0) log.info({ count: added }, 'requeued OCR for pending artworks');
      return added;
    },
  };
}

export type ArtworkService = ReturnType<typeof createArtworkService>;
