import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notePassedBytes } from '@shop/platform';
import { isIgnoredSystemFile } from './original-name.js';

/** The parts of a multipart request as @fastify/multipart yields them, without its types. */
export type MultipartPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

export const UPLOAD_FILE_FIELD = 'artwork';

export interface SpooledFile {
  /** A temporary file the caller must remove (see `discard`). Absent when nothing was kept. */
  path: string | undefined;
  clientName: string;
  sizeBytes: number;
  isTooLarge: boolean;
  isIgnoredSystemFile: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: SpooledFile | undefined;
  discard(): Promise<void>;
}

const drain = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Reads every part of an upload. The file is streamed to a temporary file (never held whole in
 * memory) and counted; past `maxBytes` the rest is discarded and only the verdict is kept, so a
 * refused upload leaves nothing anywhere. Other file parts and system files are drained unread.
 */
export async function receiveUpload(
  parts: AsyncIterable<MultipartPart>,
  options: { tmpDir: string; maxBytes: number; fileField?: string },
): Promise<ReceivedUpload> {
  const fileField = options.fileField ?? UPLOAD_FILE_FIELD;
  const fields: Record<string, string> = {};
  let file: SpooledFile | undefined;
  const discard = async () => {
    if (file?.path) await rm(file.path, { force: true });
  };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || file !== undefined) {
        await pipeline(part.file, drain());
        continue;
      }
      if (isIgnoredSystemFile(part.filename)) {
        await pipeline(part.file, drain());
        file = {
          path: undefined,
          clientName: part.filename,
          sizeBytes: 0,
          isTooLarge: false,
          isIgnoredSystemFile: true,
        };
        continue;
      }
      await mkdir(options.tmpDir, { recursive: true });
      const path = join(options.tmpDir, `${randomUUID()}.upload`);
      file = { path, clientName: part.filename, sizeBytes: 0, isTooLarge: false, isIgnoredSystemFile: false };
      const spooled = file;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          spooled.sizeBytes += chunk.length;
          notePassedBytes(chunk.length);
          done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path));
      // busboy stops at the limit and marks the stream truncated; the size check covers a parser
      // configured without a limit.
      if (part.file.truncated === true || spooled.sizeBytes > options.maxBytes) {
        spooled.isTooLarge = true;
        await rm(path, { force: true });
        spooled.path = undefined;
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, file, discard };
}
