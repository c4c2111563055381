import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import type { LiveOriginals } from './live-originals.js';

/**
 * The tus file store, with each part of a new artwork's upload also handed to its live put on the
 * way to the staged file (live-originals.ts). An extra file of a work (`artworkId` in the
 * metadata) is only staged.
 */
export class LiveFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly live: LiveOriginals,
  ) {
    super(options);
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    if (upload.size !== undefined && upload.metadata?.artworkId === undefined) this.live.expect(upload.id, upload.size);
    return created;
  }

  override async remove(id: string): Promise<void> {
    this.live.abandon(id, 'the upload was removed');
    await super.remove(id);
  }

  override async write(readable: IncomingMessage | Readable, id: string, offset: number): Promise<number> {
    const tap = this.live.tap(id, offset);
    if (!tap) return super.write(readable, id, offset);
    try {
      // The request's errors reach the tap, and the staged file's failures the request.
      return await super.write(
        pipeline(readable, tap, () => undefined),
        id,
        offset,
      );
    } catch (error) {
      this.live.abandon(id, 'a part failed');
      throw error;
    }
  }
}
