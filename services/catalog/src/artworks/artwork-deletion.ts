import { DELETE_ARTWORK_MESSAGES } from '@shop/contracts';
import { Conflict, type Logger, NotFound, type ObjectStorage } from '@shop/platform';
import type { OrdersClient } from '../clients/orders-client.js';
import type { WithTransaction } from '../repositories.js';
import type { OcrJobQueue } from '../ocr-jobs/ocr-job-queue.js';

export interface ArtworkDeletionDeps {
  withTransaction: WithTransaction;
  storage: ObjectStorage;
  ocrJobs: OcrJobQueue;
  orders: OrdersClient;
  log: Logger;
}

/** Where the OCR worker writes an artwork's renditions (it may add some after the row's keys were read). */
export const previewPrefix = (artworkId: string) => `previews/${artworkId}/`;

/**
 * A work that was never sold can be deleted with its files; a sold one only archived,
 * because its buyers' grants stream the original. The row is locked while orders is asked, so no
 * edit slips in between; the objects go only once the row is gone, and a failed removal is logged
 * and left to the orphan-originals tool (docs/operations.md) rather than undoing the delete.
 */
export function createArtworkDeletion({ withTransaction, storage, ocrJobs, orders, log }: ArtworkDeletionDeps) {
  async function removeObject(key: string, artworkId: string): Promise<void> {
    await storage
      .remove(key)
      .catch((error: unknown) =>
        log.error({ err: error, artworkId, key }, 'could not remove a deleted artwork object'),
      );
  }

  async function previewKeysInStorage(artworkId: string): Promise<string[]> {
    const keys: string[] = [];
    try {
      for await (const object of storage.list(previewPrefix(artworkId))) keys.push(object.key);
    } catch (error) {
      log.error({ err: error, artworkId }, 'could not list a deleted artwork previews');
    }
    return keys;
  }

  return async function deleteArtwork(id: string, requestId: string): Promise<void> {
    const deleted = await withTransaction(async ({ artworks, artworkFiles }) => {
      const row = await artworks.lockById(id);
      if (!row) throw new NotFound('No artwork with this id.');
      // Unanswered is refused too (503 from the client): never delete what might have been sold.
      if (await orders.hasSales(id, requestId)) throw new Conflict(DELETE_ARTWORK_MESSAGES.sold);
      // The work's extra files go with it (their rows by cascade, their objects below).
      const fileKeys = await artworkFiles.keysOf(id);
      await artworks.deleteById(id);
      return { ...row, fileKeys };
    });
    log.info({ artworkId: id }, 'artwork deleted');

    // A job still waiting would read an original that is gone; an active one cannot be removed and
    // its result finds no row, which the results handler ignores.
    await ocrJobs
      .remove(id)
      .catch((error: unknown) => log.warn({ err: error, artworkId: id }, 'could not remove the OCR job'));
    const keys = new Set([
      deleted.storage_key,
      ...deleted.fileKeys,
      ...Object.values(deleted.preview_keys),
      ...(await previewKeysInStorage(id)),
    ]);
    for (const key of keys) await removeObject(key, id);
  };
}
