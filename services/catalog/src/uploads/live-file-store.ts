import { readdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { RESUMABLE_UPLOAD_ANSWER_KEY } from '@shop/contracts';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { extraFileDestination } from '../artwork-files/live-destination.js';
import type { LiveOriginals } from './live-originals.js';

/**
 * The tus file store, with two additions of the shop's:
 * - each part of a new artwork's upload is also handed to its live put on the way to the staged
 *   file (live-originals.ts); an extra file of a work (`artworkId` in the metadata) is only staged;
 * - a finished upload keeps its record, with the answer it was finished with, for as long as an
 *   unfinished one would be kept (the staged bytes are removed at once): `HEAD` then says it is
 *   complete and gives that answer (RESUMABLE_UPLOAD_ANSWER_KEY), so a client whose last answer was
 *   lost does not send the whole file again as a new upload, which would make a second artwork.
 */
export class LiveFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly live: LiveOriginals,
  ) {
    super(options);
  }

  /** The answer a finished upload was finished with, or undefined while it is not finished. */
  async answerOf(id: string): Promise<string | undefined> {
    return (await this.configstore.get(id))?.metadata?.[RESUMABLE_UPLOAD_ANSWER_KEY] ?? undefined;
  }

  /** The upload is finished with `answer` (a JSON body): its staged bytes go, its record stays. */
  async finish(id: string, answer: string): Promise<void> {
    const upload = await this.configstore.get(id);
    if (!upload) return;
    await rm(join(this.directory, id), { force: true });
    await this.configstore.set(
      id,
      new Upload({ ...upload, metadata: { ...upload.metadata, [RESUMABLE_UPLOAD_ANSWER_KEY]: answer } }),
    );
  }

  /** The store's expiry lists uploads with bytes only: finished records go here, as old. */
  override async deleteExpired(): Promise<number> {
    let removed = await super.deleteExpired();
    const oldest = Date.now() - this.getExpiration();
    for (const name of await readdir(this.directory)) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      const record = await this.configstore.get(id);
      if (record?.metadata?.[RESUMABLE_UPLOAD_ANSWER_KEY] === undefined || !record.creation_date) continue;
      if (new Date(record.creation_date).getTime() >= oldest) continue;
      await this.configstore.delete(id);
      removed += 1;
    }
    return removed;
  }

  override async create(upload: Upload): Promise<Upload> {
    // The answer is the server's to give: a client's own is dropped.
    if (upload.metadata) delete upload.metadata[RESUMABLE_UPLOAD_ANSWER_KEY];
    const created = await super.create(upload);
    const artworkId = upload.metadata?.artworkId;
    if (upload.size !== undefined)
      this.live.expect(upload.id, upload.size, artworkId ? extraFileDestination(artworkId) : undefined);
    return created;
  }

  override async getUpload(id: string): Promise<Upload> {
    try {
      return await super.getUpload(id);
    } catch (error) {
      // A finished upload has a record and no bytes: complete, as its answer says.
      const record = await this.configstore.get(id);
      if (record?.metadata?.[RESUMABLE_UPLOAD_ANSWER_KEY] === undefined) throw error;
      const { size, metadata, creation_date: creationDate } = record;
      return new Upload({
        id,
        size,
        offset: size ?? 0,
        metadata,
        ...(creationDate ? { creation_date: creationDate } : {}),
      });
    }
  }

  override async remove(id: string): Promise<void> {
    this.live.abandon(id, 'the upload was removed');
    if ((await this.answerOf(id)) !== undefined) return this.configstore.delete(id);
    await super.remove(id);
  }

  override async write(readable: IncomingMessage | Readable, id: string, offset: number): Promise<number> {
    // The last part sent again after its answer was lost: nothing more to write, the answer is kept.
    if ((await this.answerOf(id)) !== undefined) {
      readable.resume();
      return offset;
    }
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
