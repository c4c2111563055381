import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './storage.js';

export interface SpooledObject {
  path: string;
  discard(): Promise<void>;
}

/**
 * An object copied from storage to a temporary file, for sharp to read from disk: an original may
 * be 200 MB, and as a Buffer (or a stream, which sharp buffers whole) it would sit in memory next
 * to its decoded pixels. From a file libvips reads it sequentially and holds only the reduced
 * rendition. The caller removes the file with `discard`.
 */
export async function spoolObject(storage: Pick<ObjectStorage, 'get'>, storageKey: string): Promise<SpooledObject> {
  const dir = await mkdtemp(join(tmpdir(), 'spooled-object-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    const path = join(dir, randomUUID());
    await pipeline(await storage.get(storageKey), createWriteStream(path));
    return { path, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
