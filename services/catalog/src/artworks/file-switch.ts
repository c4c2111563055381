import { randomUUID } from 'node:crypto';
import type { Artwork } from '@shop/contracts';
import { Conflict, type Logger, NotFound, type ObjectStorage } from '@shop/platform';
import type { WithTransaction } from '../repositories.js';
import type { OcrJobQueue } from '../ocr-jobs/ocr-job-queue.js';
import { reviewStateAfterReplace } from '../ocr-results/ocr-outcome.js';
import type { InspectedImage } from '../uploads/image-inspection.js';
import { sanitizeOriginalName } from '../uploads/original-name.js';
import { previewPrefix } from './artwork-deletion.js';
import { priceStrikesFor } from '../pricing/price-strikes.js';
import { toArtwork } from './artwork.mapper.js';
import type { Originals } from './originals.js';
import type { ProvenanceService } from '../provenance/provenance.service.js';

export const REPLACE_FILE_BUSY =
  "This artwork's text is being read right now. Replace its file again once the OCR has finished.";

/** An upload that passed the checks: on local disk, a readable image. */
export interface CheckedFile {
  path: string;
  sizeBytes: number;
  clientName: string;
  image: InspectedImage;
}

export interface FileSwitchDeps {
  storage: ObjectStorage;
  ocrJobs: OcrJobQueue;
  withTransaction: WithTransaction;
  log: Logger;
  originals: Originals;
  provenance: ProvenanceService;
}

/**
 * The part of a file replacement that changes anything, for a work whose replacement
 * the caller has claimed (replace-claims.ts). The new original is stored under a new key first
 * and the row switched in one transaction; only then are the old original and previews removed
 * and the new OCR job added. Any refusal or failure before the switch leaves the work exactly as
 * it was, its queued read included.
 */
export function createFileSwitch({ storage, ocrJobs, withTransaction, log, originals, provenance }: FileSwitchDeps) {
  /** A replaced file's objects, once the row no longer names them; a failure is logged, not thrown. */
  async function removeReplacedObjects(artworkId: string, keys: readonly string[]): Promise<void> {
    const all = new Set(keys);
    try {
      for await (const object of storage.list(previewPrefix(artworkId))) all.add(object.key);
    } catch (error) {
      log.error({ err: error, artworkId }, 'could not list a replaced file previews');
    }
    for (const key of all)
      await storage
        .remove(key)
        .catch((error: unknown) =>
          log.error({ err: error, artworkId, key }, 'could not remove a replaced file object'),
        );
  }

  return async function switchFile(id: string, file: CheckedFile): Promise<Artwork> {
    const { image } = file;
    // A new key (not `<id>.<ext>`): the old original stays whole until the row names the new one.
    const filename = `${randomUUID()}.${image.extension}`;
    const storageKey = originals.keyOf(filename);
    // Stored before the old file's OCR job is touched: a storage failure leaves that job queued.
    await originals.store(storageKey, file.path, file.sizeBytes, image.mimeType);
    let switched;
    try {
      // The old file's finished job and results must go, or the new run's fixed jobIds would be
      // no-ops; a read still under way would land its result on the new file, so wait for it.
      if (!(await ocrJobs.clearForReread(id))) throw new Conflict(REPLACE_FILE_BUSY);
      switched = await withTransaction(async (trx) => {
        const before = await trx.artworks.lockById(id);
        if (!before) throw new NotFound('No artwork with this id.');
        const review = reviewStateAfterReplace({ status: before.status, setBy: before.status_set_by });
        const after = await trx.artworks.update(id, {
          filename,
          storage_key: storageKey,
          original_name: sanitizeOriginalName(file.clientName),
          file_size: file.sizeBytes,
          mime_type: image.mimeType,
          width: image.width,
          height: image.height,
          preview_keys: {},
          ocr_status: 'pending',
          ocr_text: '',
          ocr_errors: [],
          ocr_findings: '[]',
          ocr_finding_keys: [],
          status: review.status,
          status_set_by: review.setBy,
          uploaded_at: new Date(),
        });
        if (!after) throw new NotFound('No artwork with this id.');
        return { before, after, strikes: await priceStrikesFor(trx, [after]) };
      });
    } catch (error) {
      log.warn({ err: error, artworkId: id }, 'file replacement undone');
      await originals.remove(storageKey);
      throw error;
    }
    const { before, after, strikes } = switched;
    log.info(
      { artworkId: id, sizeBytes: file.sizeBytes, mimeType: image.mimeType, status: after.status },
      'artwork file replaced',
    );
    // Old previews go before the new job is added: the worker writes the new ones under the same keys.
    await removeReplacedObjects(id, [before.storage_key, ...Object.values(before.preview_keys)]);
    try {
      await ocrJobs.enqueue({ artworkId: id, storageKey, filename, mimeType: image.mimeType }, 'new');
    } catch (error) {
      // The file is replaced; the start-up requeue of pending work adds the job once Redis is back.
      log.error({ err: error, artworkId: id }, 'could not add the OCR job of a replaced file');
    }
    await provenance.keep(id, storageKey, { path: file.path, sizeBytes: file.sizeBytes }, image.mimeType);
    const [artwork] = await provenance.withSummaries([toArtwork(after, strikes)]);
    return artwork as Artwork;
  };
}
