import { UploadIdempotencyKeySchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { UploadConnectionError } from '../api/upload-artwork';
import { isRetryableUploadError, newIdempotencyKey } from './upload-retry';

describe('upload retries', () => {
  it('sends again after a lost connection or a replica going away, never after a refusal', () => {
    expect(isRetryableUploadError(new UploadConnectionError())).toBe(true);
    for (const status of [502, 503, 504]) expect(isRetryableUploadError(new ApiError(status, '{}'))).toBe(true);
    for (const status of [400, 401, 409, 413, 415, 429, 500]) {
      expect(isRetryableUploadError(new ApiError(status, '{}'))).toBe(false);
    }
    expect(isRetryableUploadError(new Error('anything else'))).toBe(false);
  });

  it('makes keys the server accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(UploadIdempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});
