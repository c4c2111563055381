import { randomUUID } from 'node:crypto';
import {
  ARTWORK_FILE_FIELD,
  type ArtworkFile,
  type ArtworkFileList,
  ArtworkFileLabelSchema,
  artworkFileFormat,
  ERROR_CODES,
  type InternalArtworkFile,
  isId,
  MAX_ARTWORK_FILES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type PublicArtworkFile,
  type UpdateArtworkFileBody,
} from '@shop/contracts';
import { BadRequest, type Logger, NotFound, type ObjectStorage, PayloadTooLarge } from '@shop/platform';
import type { OrdersClient } from '../clients/orders-client.js';
import type { ArtworkRepository } from '../artworks/artworks.repository.js';
import { createOriginals } from '../artworks/originals.js';
import type { FileUploader } from '@shop/platform';
import { type MultipartPart, receiveUpload, type SpooledFile } from '../uploads/multipart-upload.js';
import type { StoredOriginal } from '../uploads/live-originals.js';
import { isIgnoredSystemFile, sanitizeOriginalName } from '../uploads/original-name.js';
import type { ArtworkFileRepository, ArtworkFileRow } from './artwork-files.repository.js';
import { inspectArtworkFile, type InspectedArtworkFile } from './file-inspection.js';

/** Where a work's extra files are stored: beside, never among, the originals (orders tells them apart). */
export const artworkFileKey = (artworkId: string, fileId: string, extension: string) =>
  `artwork-files/${artworkId}/${fileId}.${extension}`;

export const TOO_MANY_FILES = `A work can have at most ${MAX_ARTWORK_FILES} extra files. Remove one first.`;

export interface ArtworkFileServiceDeps {
  files: ArtworkFileRepository;
  artworks: Pick<ArtworkRepository, 'findById'>;
  storage: ObjectStorage;
  uploader: FileUploader;
  orders: OrdersClient;
  uploadTmpDir: string;
  log: Logger;
}

const toPublic = (row: ArtworkFileRow): PublicArtworkFile => ({
  id: row.id,
  label: row.label,
  format: artworkFileFormat(row.mime_type),
  mimeType: row.mime_type,
  width: row.width,
  height: row.height,
  sizeBytes: row.file_size,
});

const toCurator = (row: ArtworkFileRow): ArtworkFile => ({
  ...toPublic(row),
  originalName: row.original_name,
  position: row.position,
  createdAt: row.created_at.toISOString(),
});

/** The label a file gets when the curator gives none: the name it was uploaded with, without its extension. */
function defaultLabel(originalName: string): string {
  const stem = originalName.replace(/\.[^.]{1,10}$/, '').trim();
  return ArtworkFileLabelSchema.safeParse(stem).success ? stem : stem.slice(0, 80).trim() || 'File';
}

export function createArtworkFileService(deps: ArtworkFileServiceDeps) {
  const { files, artworks, storage, log } = deps;
  // The same streamed put as an original's, which leaves nothing under the key when it fails.
  const objects = createOriginals({ storage, uploader: deps.uploader, log });

  async function requireArtwork(artworkId: string): Promise<void> {
    if (!(await artworks.findById(artworkId))) throw new NotFound('No artwork with this id.');
  }

  async function requireFile(artworkId: string, fileId: string): Promise<ArtworkFileRow> {
    await requireArtwork(artworkId);
    const row = await files.findLive(artworkId, fileId);
    if (!row) throw new NotFound('No such file on this artwork.');
    return row;
  }

  /** Positions 0..n-1 in the given order, written only where they changed. */
  async function renumber(rows: readonly ArtworkFileRow[]): Promise<void> {
    for (const [index, row] of rows.entries()) if (row.position !== index) await files.setPosition(row.id, index);
  }

  /** The label given, checked; undefined when none was (the file's name then stands in). */
  function labelOf(rawLabel: string | undefined): string | undefined {
    if (rawLabel === undefined || rawLabel.trim() === '') return undefined;
    const parsed = ArtworkFileLabelSchema.safeParse(rawLabel);
    if (!parsed.success) throw new BadRequest('A label is 1 to 80 characters.', ERROR_CODES.validation);
    return parsed.data;
  }

  /**
   * A file received whole on disk, checked by its bytes, streamed to storage (unless `stored`, a
   * resumable upload's live put, already holds it) and recorded last. What `stored` holds is kept
   * only as the type the whole file is found to be, and removed if the file is refused.
   */
  async function attach(
    artworkId: string,
    file: SpooledFile | undefined,
    rawLabel: string | undefined,
    stored?: StoredOriginal,
  ): Promise<ArtworkFile> {
    let storedTaken = false;
    try {
      await requireArtwork(artworkId);
      if (!file?.path || file.sizeBytes === 0 || file.isIgnoredSystemFile)
        throw new BadRequest('Choose a file to attach.', ERROR_CODES.missingFile);
      const label = labelOf(rawLabel);
      const live = await files.listLive(artworkId);
      if (live.length >= MAX_ARTWORK_FILES) throw new BadRequest(TOO_MANY_FILES, ERROR_CODES.badRequest);
      const inspected = await inspectArtworkFile(file.path);
      storedTaken =
        stored?.extension === inspected.extension &&
        stored.mimeType === inspected.mimeType &&
        stored.storageKey === artworkFileKey(artworkId, stored.id, inspected.extension);
      const received = { path: file.path, clientName: file.clientName, sizeBytes: file.sizeBytes };
      return await record(artworkId, received, label, live, inspected, storedTaken ? stored : undefined);
    } finally {
      if (stored && !storedTaken) await objects.remove(stored.storageKey);
    }
  }

  /** The checked file stored (unless `stored` holds it) and its row written; the object removed if the row fails. */
  async function record(
    artworkId: string,
    file: { path: string; clientName: string; sizeBytes: number },
    label: string | undefined,
    live: readonly ArtworkFileRow[],
    inspected: InspectedArtworkFile,
    stored: StoredOriginal | undefined,
  ): Promise<ArtworkFile> {
    const originalName = sanitizeOriginalName(file.clientName);
    const id = stored?.id ?? randomUUID();
    const storageKey = stored?.storageKey ?? artworkFileKey(artworkId, id, inspected.extension);
    if (!stored) await objects.store(storageKey, file.path, file.sizeBytes, inspected.mimeType);
    try {
      const row = await files.insert({
        id,
        artwork_id: artworkId,
        storage_key: storageKey,
        original_name: originalName,
        label: label ?? defaultLabel(originalName),
        mime_type: inspected.mimeType,
        file_size: file.sizeBytes,
        width: inspected.width,
        height: inspected.height,
        position: (live.at(-1)?.position ?? -1) + 1,
      });
      log.info(
        { artworkId, fileId: id, sizeBytes: file.sizeBytes, mimeType: inspected.mimeType },
        'artwork file added',
      );
      return toCurator(row);
    } catch (error) {
      await objects.remove(storageKey);
      throw error;
    }
  }

  async function list(artworkId: string): Promise<ArtworkFileList> {
    return { files: (await files.listLive(artworkId)).map(toCurator) };
  }

  return {
    list: async (artworkId: string): Promise<ArtworkFileList> => {
      await requireArtwork(artworkId);
      return list(artworkId);
    },

    /** What the artwork page lists under "What you get", after the original. */
    async publicFilesOf(artworkId: string): Promise<PublicArtworkFile[]> {
      return (await files.listLive(artworkId)).map(toPublic);
    },

    /**
     * Spooled to a temporary file as an original is (never whole in memory), checked by its bytes,
     * streamed to storage, then recorded last in the work's list; a failed step undoes the earlier.
     */
    async add(artworkId: string, parts: AsyncIterable<MultipartPart>): Promise<ArtworkFile> {
      const received = await receiveUpload(parts, {
        tmpDir: deps.uploadTmpDir,
        maxBytes: MAX_UPLOAD_BYTES,
        fileField: ARTWORK_FILE_FIELD,
      });
      try {
        const file = received.file;
        if (file?.isTooLarge) {
          await requireArtwork(artworkId);
          throw new PayloadTooLarge(MESSAGES.uploadTooLarge);
        }
        return await attach(artworkId, file, received.fields.label);
      } finally {
        await received.discard();
      }
    },

    /**
     * Before a resumable upload of an extra file sends a byte (its creation): the work, the
     * label and the room for one more file, as the classic upload checks them.
     */
    async checkAttachable(artworkId: string, rawLabel: string | undefined): Promise<void> {
      if (!isId(artworkId)) throw new NotFound('No artwork with this id.');
      await requireArtwork(artworkId);
      labelOf(rawLabel);
      if ((await files.listLive(artworkId)).length >= MAX_ARTWORK_FILES)
        throw new BadRequest(TOO_MANY_FILES, ERROR_CODES.badRequest);
    },

    /** A file the resumable path staged whole on disk: attached as the classic upload attaches one (the caller removes it). */
    attachStaged: (
      artworkId: string,
      staged: { path: string; clientName: string; sizeBytes: number },
      rawLabel: string | undefined,
      stored?: StoredOriginal,
    ): Promise<ArtworkFile> =>
      attach(
        artworkId,
        { ...staged, isTooLarge: false, isIgnoredSystemFile: isIgnoredSystemFile(staged.clientName) },
        rawLabel,
        stored,
      ),

    async update(artworkId: string, fileId: string, body: UpdateArtworkFileBody): Promise<ArtworkFileList> {
      const row = await requireFile(artworkId, fileId);
      if (body.label !== undefined) await files.setLabel(fileId, body.label);
      if (body.position !== undefined) {
        const others = (await files.listLive(artworkId)).filter((file) => file.id !== fileId);
        const at = Math.min(body.position, others.length);
        await renumber([...others.slice(0, at), row, ...others.slice(at)]);
      }
      return list(artworkId);
    },

    /**
     * New buyers no longer get the file. A work never sold loses it at once, row and object; a sold
     * work's file is only marked removed, so every buyer from before keeps downloading it (orders
     * delivers a removed file to grants older than its removal). Orders unanswered: nothing changes.
     */
    async remove(artworkId: string, fileId: string, requestId: string): Promise<void> {
      const row = await requireFile(artworkId, fileId);
      if (await deps.orders.hasSales(artworkId, requestId)) {
        await files.markRemoved(fileId);
        log.info({ artworkId, fileId }, 'artwork file removed; kept for its earlier buyers');
      } else {
        await files.deleteById(fileId);
        await storage
          .remove(row.storage_key)
          .catch((error: unknown) => log.error({ err: error, artworkId, fileId }, 'could not remove a file object'));
        log.info({ artworkId, fileId }, 'artwork file deleted');
      }
      await renumber(await files.listLive(artworkId));
    },

    /** Every file of these works, removed ones too, with where each is stored (orders' delivery). */
    async lookup(artworkIds: readonly string[]): Promise<InternalArtworkFile[]> {
      return (await files.listAllOf(artworkIds)).map((row) => ({
        id: row.id,
        artworkId: row.artwork_id,
        label: row.label,
        storageKey: row.storage_key,
        mimeType: row.mime_type,
        sizeBytes: row.file_size,
        width: row.width,
        height: row.height,
        position: row.position,
        createdAt: row.created_at.toISOString(),
        removedAt: row.removed_at?.toISOString() ?? null,
      }));
    },
  };
}

export type ArtworkFileService = ReturnType<typeof createArtworkFileService>;
