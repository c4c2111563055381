import type { Readable } from 'node:stream';
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

  /** Puts an original under its new key; on failure nothing stays under that key. */
  async function putOrUndo(storageKey: string, put: () => Promise<void>): Promise<void> {
    try {
      await put();
    } catch (error) {
      // The connection can fail after storage kept some or all of the bytes (an answer lost on
      // the way back; s3rver even keeps a cut body, and may finish writing it after our first
      // remove): the key is ours alone, so remove it now and once more a moment later.
      await remove(storageKey);
      setTimeout(() => void remove(storageKey), LATE_WRITE_RECHECK_MS).unref();
      throw error;
    }
  }

  /** Streams an original from a local file to its new key. */
  const store = (storageKey: string, path: string, sizeBytes: number, mimeType: string) =>
    putOrUndo(storageKey, () => uploader.putFile(storageKey, path, sizeBytes, mimeType));

  /** Streams an original to its new key as its bytes arrive (`body` gives exactly `sizeBytes`). */
  const storeStream = (storageKey: string, body: Readable, sizeBytes: number, mimeType: string) =>
    putOrUndo(storageKey, () => uploader.putStream(storageKey, body, sizeBytes, mimeType));

  return { keyOf: originalKey, store, storeStream, remove };
}

export type Originals = ReturnType<typeof createOriginals>;
