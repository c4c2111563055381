import { RESUMABLE_UPLOAD_ANSWER_KEY, RESUMABLE_UPLOAD_PART_BYTES, RESUMABLE_UPLOAD_PATH } from '@shop/contracts';
import { DetailedError, Upload } from 'tus-js-client';
import { ApiError } from './api-client';

/**
 * From this size a file goes in parts (tus) rather than in one request: a dropped connection or
 * a reloaded page then costs at most the part under way. Smaller files are one request anyway.
 */
export const RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;

/** tus-js-client's own retries of a part, before the upload is reported failed. */
const PART_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];

export interface ResumableSend {
  file: File;
  /** The upload's metadata (RESUMABLE_UPLOAD_METADATA): what the file becomes. */
  metadata: Record<string, string>;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** The error for a lost connection (the server said nothing). */
  connectionError: () => Error;
}

/**
 * The answer a finished upload keeps in its `Upload-Metadata` (RESUMABLE_UPLOAD_ANSWER_KEY,
 * base64 of UTF-8 JSON), as the server's HEAD gives it; undefined when there is none.
 */
export function keptAnswerOf(uploadMetadata: string | undefined): unknown {
  for (const pair of (uploadMetadata ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key !== RESUMABLE_UPLOAD_ANSWER_KEY || !value) continue;
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  }
  return undefined;
}

/**
 * Sends a file in parts through `POST/PATCH /api/artworks/uploads` (tus 1.0.0) and answers the
 * last part's JSON. The upload's address is kept in localStorage under the file's fingerprint
 * (name, type, size, last change): the same file picked again after a reload resumes where the
 * server says it stopped; one that had finished, its answer lost, answers the answer the server
 * kept. A refusal is an ApiError with the server's `{error, message}`.
 */
export function sendResumably(input: ResumableSend): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(input.file, {
      endpoint: new URL(RESUMABLE_UPLOAD_PATH, window.location.origin).href,
      chunkSize: RESUMABLE_UPLOAD_PART_BYTES,
      retryDelays: PART_RETRY_DELAYS_MS,
      metadata: input.metadata,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => input.onProgress?.(sent, total),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(JSON.parse(lastResponse.getBody() ?? ''));
          return;
        } catch {
          // Finished earlier, its answer lost (a dropped connection, a reload at the end): the
          // server found it complete and keeps that answer with the upload.
        }
        try {
          const kept = keptAnswerOf(lastResponse.getHeader('Upload-Metadata'));
          if (kept !== undefined) return resolve(kept);
        } catch {
          // No answer to read: reported as the server's answer, below.
        }
        reject(new ApiError(lastResponse.getStatus(), lastResponse.getBody() ?? ''));
      },
      onError: (error) => {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        reject(response ? new ApiError(response.getStatus(), response.getBody() ?? '') : input.connectionError());
      },
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
