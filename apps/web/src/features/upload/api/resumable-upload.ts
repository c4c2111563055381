import { ArtworkSchema, RESUMABLE_UPLOAD_PART_BYTES, RESUMABLE_UPLOAD_PATH, type Artwork } from '@shop/contracts';
import { DetailedError, Upload } from 'tus-js-client';
import { UPLOAD_PROGRESS_HOLD } from '../../../config/ui';
import { ApiError } from '../../../lib/api-client';
import { UploadConnectionError, type UploadArtworkInput } from './upload-artwork';

/**
 * From this size a file goes in parts (tus) rather than in one request: a dropped connection or
 * a reloaded page then costs at most the part under way. Smaller files are one request anyway.
 */
export const RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;

/** tus-js-client's own retries of a part, before the upload is reported failed. */
const PART_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];

/** 0–90 while the bytes are sent, as the one-request upload reports it (SPEC §4). */
export const sentPercent = (sent: number, total: number) =>
  total <= 0 ? 0 : Math.min(UPLOAD_PROGRESS_HOLD, Math.floor((sent / total) * UPLOAD_PROGRESS_HOLD));

function metadataOf(input: UploadArtworkInput): Record<string, string> {
  const metadata: Record<string, string> = {
    filename: input.file.name,
    title: input.title,
    category: input.category,
  };
  if (input.price !== undefined) metadata.price = input.price;
  if (input.isForSale !== undefined) metadata.isForSale = String(input.isForSale);
  if (input.bulkImport) metadata.bulkImport = 'true';
  return metadata;
}

/** What the server said (its `{error, message}` as an ApiError), or a lost connection. */
function failureOf(error: Error): Error {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new UploadConnectionError();
  return new ApiError(response.getStatus(), response.getBody() ?? '');
}

/**
 * The artwork sent in parts through `POST/PATCH /api/artworks/uploads` (tus 1.0.0). The upload's
 * address is kept in localStorage under the file's fingerprint (name, type, size, last change):
 * the same file picked again after a reload resumes where the server says it stopped. The last
 * part's answer is the artwork, as the one-request upload answers it.
 */
export function uploadArtworkResumably(input: UploadArtworkInput): Promise<Artwork> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(input.file, {
      endpoint: new URL(RESUMABLE_UPLOAD_PATH, window.location.origin).href,
      chunkSize: RESUMABLE_UPLOAD_PART_BYTES,
      retryDelays: PART_RETRY_DELAYS_MS,
      metadata: metadataOf(input),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => input.onProgress?.(sentPercent(sent, total)),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(ArtworkSchema.parse(JSON.parse(lastResponse.getBody() ?? '')));
        } catch {
          // Finished earlier (its answer was lost): the server has it; the list shows it.
          reject(new ApiError(lastResponse.getStatus(), lastResponse.getBody() ?? ''));
        }
      },
      onError: (error) => reject(failureOf(error)),
    });
    input.signal?.addEventListener('abort', () => void upload.abort(), { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
  });
}
