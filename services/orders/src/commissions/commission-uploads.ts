import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  COMMISSION_FILE_TYPES,
  COMMISSION_MESSAGES,
  MAX_COMMISSION_FILE_BYTES,
  MAX_COMMISSION_FILES_PER_UPLOAD,
} from '@shop/contracts';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType, type Logger, type ObjectStorage } from '@shop/platform';
import { commissionFileName, sniffCommissionFileType } from './commission-file-type.js';
import type { NewCommissionFile } from './commissions.repository.js';

/** The parts of a multipart request as @fastify/multipart yields them, without its types. */
export type MultipartPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

export const COMMISSION_FILE_FIELD = 'files';

async function readLimited(stream: Readable & { truncated?: boolean }): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is read and dropped, so the request still ends cleanly.
    if (size <= MAX_COMMISSION_FILE_BYTES) chunks.push(chunk);
  }
  if (stream.truncated === true || size > MAX_COMMISSION_FILE_BYTES) return 'too_large';
  return Buffer.concat(chunks);
}

/**
 * Stores every file of an upload under a key the server chooses (`commissions/<id>/<uuid>.<ext>`),
 * checking each by its bytes first. One bad file refuses the whole upload and removes what was
 * already stored, so the curator never ends up with half an upload. Files arrive one at a time,
 * so memory holds at most one file.
 */
export async function storeCommissionUpload(
  parts: AsyncIterable<MultipartPart>,
  deps: { commissionId: string; storage: ObjectStorage; log: Logger },
): Promise<NewCommissionFile[]> {
  const stored: NewCommissionFile[] = [];
  let refusal: Error | undefined;
  const removeStored = () => removeStoredFiles(stored, deps);
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (refusal || part.fieldname !== COMMISSION_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      const bytes = await readLimited(part.file);
      if (bytes === 'too_large') {
        refusal = new PayloadTooLarge(`${COMMISSION_MESSAGES.tooLarge} (${commissionFileName(part.filename, 'file')})`);
        continue;
      }
      if (bytes.length === 0) continue;
      const mimeType = sniffCommissionFileType(bytes);
      if (!mimeType) {
        refusal = new UnsupportedMediaType(
          `${COMMISSION_MESSAGES.unsupportedType} (${commissionFileName(part.filename, 'file')})`,
        );
        continue;
      }
      if (stored.length >= MAX_COMMISSION_FILES_PER_UPLOAD) {
        refusal = new BadRequest(`Upload at most ${MAX_COMMISSION_FILES_PER_UPLOAD} files at a time.`);
        continue;
      }
      const extension = COMMISSION_FILE_TYPES[mimeType];
      const storageKey = `commissions/${deps.commissionId}/${randomUUID()}.${extension}`;
      await deps.storage.put(storageKey, bytes, mimeType, bytes.length);
      stored.push({
        storageKey,
        originalName: commissionFileName(part.filename, extension),
        mimeType,
        sizeBytes: bytes.length,
      });
    }
  } catch (error) {
    await removeStored();
    throw error;
  }
  if (refusal) {
    await removeStored();
    throw refusal;
  }
  if (stored.length === 0) throw new BadRequest(COMMISSION_MESSAGES.noFile);
  return stored;
}

export async function removeStoredFiles(
  files: readonly { storageKey: string }[],
  deps: { storage: ObjectStorage; log: Logger },
): Promise<void> {
  for (const file of files) {
    await deps.storage
      .remove(file.storageKey)
      .catch((error: unknown) =>
        deps.log.error({ err: error, storageKey: file.storageKey }, 'could not remove a commission file'),
      );
  }
}
