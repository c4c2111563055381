import type { Logger, ObjectStorage } from '@shop/platform';
import type { FileUploader } from '@shop/platform';

export const originalKey = (filename: string) => `originals/${filename}`;

/** How long after a failed put its key is removed again, for a storage that finishes writing late. */
const LATE_WRITE_RECHECK_MS = 1000;

/** Where an upload's original is kept: stored under a new key, or undone. */
export function createOriginals({
  storage,
  uploader,
  log,
}: {
  storage: ObjectStorage;
  uploader: FileUploader;
  log: Logger;
}) {
  /** Undoes a stored original; a failure is logged, never thrown over the error being reported. */
  async function remove(storageKey: string): Promise<void> {
    await storage
      .remove(storageKey)
      .catch((cleanupError: unknown) =>
        log.error({ err: cleanupError, storageKey }, 'could not undo the stored original'),
      );
  }

  /** Streams an original to its new key; on failure nothing stays under that key. */
  async function store(storageKey: string, path: string, sizeBytes: number, mimeType: string): Promise<void> {
    try {
      await uploader.putFile(storageKey, path, sizeBytes, mimeType);
    } catch (error) {
      // The connection can fail after storage kept some or all of the bytes (an answer lost on
      // the way back; s3rver even keeps a cut body, and may finish writing it after our first
      // remove): the key is ours alone, so remove it now and once more a moment later.
      await remove(storageKey);
      setTimeout(() => void remove(storageKey), LATE_WRITE_RECHECK_MS).unref();
      throw error;
    }
  }

  return { keyOf: originalKey, store, remove };
}

export type Originals = ReturnType<typeof createOriginals>;
