import { ApiError } from '../../../lib/api-client';
import { UploadConnectionError } from '../api/upload-artwork';

/**
 * An upload whose connection was cut, or that met a replica going away (502/503/504),
 * is sent again, with the same idempotency key, after these pauses; then it fails as before.
 */
export const UPLOAD_RETRY_DELAYS_MS = [1_000, 3_000] as const;

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export function isRetryableUploadError(error: unknown): boolean {
  return error instanceof UploadConnectionError || (error instanceof ApiError && RETRYABLE_STATUSES.has(error.status));
}

/**
 * A key for one upload, the same on each of its tries: 128 random bits in hex. Not
 * crypto.randomUUID(): browsers offer it only on HTTPS or localhost, and a shop on a LAN address is
 * plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Runs `attempt` until it succeeds, fails for good, runs out of tries, or `signal` aborts. */
export async function withUploadRetries<T>(attempt: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      const pause = UPLOAD_RETRY_DELAYS_MS[tried];
      if (signal.aborted || pause === undefined || !isRetryableUploadError(error)) throw error;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
      if (signal.aborted) throw error;
    }
  }
}
