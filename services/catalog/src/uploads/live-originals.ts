import { randomUUID } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import type { Logger } from '@shop/platform';
import type { Originals } from '../artworks/originals.js';
import { likelyTypeOf } from './image-inspection.js';

/** What a file's first bytes say it is. */
export interface LikelyType {
  mimeType: string;
  extension: string;
}

/** An original (or an extra file of a work) already in storage under its final key, put while its upload arrived. */
export interface StoredOriginal extends LikelyType {
  id: string;
  storageKey: string;
}

/**
 * Where an upload's live put goes: the type its first bytes name (undefined: not a file the shop
 * takes there, so it is only staged) and the final key of an object of that type.
 */
export interface LiveDestination {
  typeOf(head: Uint8Array): Promise<LikelyType | undefined>;
  keyOf(id: string, extension: string): string;
}

/** file-type names every accepted image from at most its first 4,100 bytes. */
const TYPE_SNIFF_BYTES = 4100;

/**
 * A live put waits this long for the upload's next bytes. S3 itself drops a PUT that sends
 * nothing for about 20 s; past that, the finished upload is stored from its staged file instead.
 */
export const LIVE_IDLE_MS = 20_000;

interface LivePut {
  original: StoredOriginal;
  body: PassThrough;
  /** True once storage answered the whole put; false if it failed (its key is then emptied). */
  stored: Promise<boolean>;
}

interface LiveUpload {
  uploadId: string;
  size: number;
  destination: LiveDestination;
  /** Bytes taken so far: held in `head` until the type is known, then given to the put. */
  taken: number;
  head: Buffer[];
  put?: LivePut;
  dropped: boolean;
  idle: NodeJS.Timeout;
}

/** Resolves when `body` can take more, or has closed (a dropped put takes nothing more). */
function roomIn(body: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      body.off('drain', done);
      body.off('close', done);
      resolve();
    };
    body.on('drain', done);
    body.on('close', done);
  });
}

/**
 * Stores a resumable upload's original while its bytes arrive, instead of after: the parts are
 * still staged on disk (the checks, the Content Credentials and any fallback read them there),
 * and the same bytes go on to storage in one streamed PUT under the artwork's final key, so the
 * put ends with the upload, not a whole file's time after it. The key is chosen from the first
 * bytes (the type names its extension); the work's checks still run on the finished file, and a
 * refused file's object is removed (createFromFile).
 *
 * The put lives only while the bytes come in order in this process: a part that fails, starts
 * elsewhere than where the put stands, or comes after LIVE_IDLE_MS of silence ends it (its key
 * emptied), and the finished upload is then stored from its staged file as before. Nothing is
 * lost either way; only the time saved is.
 */
export function createLiveOriginals({
  originals,
  log,
  idleMs = LIVE_IDLE_MS,
}: {
  originals: Originals;
  log: Logger;
  idleMs?: number;
}) {
  const uploads = new Map<string, LiveUpload>();
  const newArtwork: LiveDestination = {
    typeOf: likelyTypeOf,
    keyOf: (id, extension) => originals.keyOf(`${id}.${extension}`),
  };

  function drop(upload: LiveUpload, reason: string): void {
    if (upload.dropped) return;
    upload.dropped = true;
    clearTimeout(upload.idle);
    uploads.delete(upload.uploadId);
    // A put storage already failed was destroyed, and said so, where it failed.
    if (upload.put && !upload.put.body.destroyed && !upload.put.body.writableFinished) {
      log.info(
        { uploadId: upload.uploadId, reason },
        'live put of an upload ended: stored from its staged file instead',
      );
      upload.put.body.destroy(new Error(`live put ended: ${reason}`));
    }
  }

  function open(upload: LiveUpload, type: LikelyType): LivePut {
    const id = randomUUID();
    const original: StoredOriginal = { id, storageKey: upload.destination.keyOf(id, type.extension), ...type };
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    const stored = originals.storeStream(original.storageKey, body, upload.size, type.mimeType).then(
      () => true,
      (error: unknown) => {
        if (!upload.dropped) log.warn({ err: error, uploadId: upload.uploadId }, 'live put of an upload failed');
        drop(upload, 'storage failed');
        return false;
      },
    );
    return { original, body, stored };
  }

  async function give(upload: LiveUpload, chunk: Buffer): Promise<void> {
    if (upload.dropped) return;
    upload.idle.refresh();
    upload.taken += chunk.length;
    if (!upload.put) {
      upload.head.push(chunk);
      const held = upload.taken;
      if (held < TYPE_SNIFF_BYTES && held < upload.size) return;
      const head = Buffer.concat(upload.head);
      upload.head = [];
      const type = await upload.destination.typeOf(head);
      if (upload.dropped) return;
      if (!type) return drop(upload, 'not a file the shop takes');
      upload.put = open(upload, type);
      chunk = head;
    }
    const { body } = upload.put;
    // Storage failed: the put is being dropped (its key emptied first), the file store goes on.
    if (body.destroyed) return;
    const hasRoom = body.write(chunk);
    if (upload.taken === upload.size) body.end();
    else if (!hasRoom) await roomIn(body);
  }

  return {
    /**
     * A new upload of `size` bytes whose bytes may be stored live: by default one that will become
     * an artwork; an extra file of a work names its own destination.
     */
    expect(uploadId: string, size: number, destination: LiveDestination = newArtwork): void {
      const upload: LiveUpload = {
        uploadId,
        size,
        destination,
        taken: 0,
        head: [],
        dropped: false,
        idle: setTimeout(() => drop(upload, 'no bytes for a while'), idleMs).unref(),
      };
      uploads.set(uploadId, upload);
    },

    /**
     * A stream to pass the part starting at `offset` through on its way to the staged file: it
     * hands each chunk to the live put first (waiting while storage is slower than the client).
     * Undefined when there is no live put for it, or the part does not start where the put stands.
     */
    tap(uploadId: string, offset: number): Transform | undefined {
      const upload = uploads.get(uploadId);
      if (!upload) return undefined;
      if (upload.taken !== offset) {
        drop(upload, 'a part started elsewhere than where the put stood');
        return undefined;
      }
      return new Transform({
        transform(chunk: Buffer, _encoding, done) {
          give(upload, chunk).then(
            () => done(null, chunk),
            (error: unknown) => done(error as Error),
          );
        },
      });
    },

    /** Ends an upload's live put: a part failed (the put may hold bytes the file has not), or the upload was removed. */
    abandon(uploadId: string, reason: string): void {
      const upload = uploads.get(uploadId);
      if (upload) drop(upload, reason);
    },

    /**
     * At the upload's end: the original already stored under its final key, or undefined when it
     * must be stored from the staged file (no live put, or its put failed; nothing left in storage).
     */
    async take(uploadId: string): Promise<StoredOriginal | undefined> {
      const upload = uploads.get(uploadId);
      if (!upload) return undefined;
      const { put } = upload;
      if (!put || upload.taken !== upload.size) {
        drop(upload, 'the upload ended before the put had every byte');
        return undefined;
      }
      clearTimeout(upload.idle);
      uploads.delete(uploadId);
      return (await put.stored) ? put.original : undefined;
    },

    /** The catalog stops: no put is left waiting for bytes that will not come. */
    close(): void {
      for (const upload of [...uploads.values()]) drop(upload, 'the catalog is stopping');
    },
  };
}

export type LiveOriginals = ReturnType<typeof createLiveOriginals>;
