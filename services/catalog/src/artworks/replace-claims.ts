import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Longer than any one replacement takes (a 10 MiB original to storage, a transaction, the old
 * objects' removal): the claim of a catalog that died mid-way lapses by itself.
 */
const CLAIM_TTL_MS = 120_000;

// Deletes the claim only while it is still this holder's: one that lapsed and was taken again stays.
const RELEASE_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** Releases a claim; never throws (a claim left behind lapses). */
export type ReleaseClaim = () => Promise<void>;

/**
 * One file replacement of an artwork at a time, across every catalog replica. Between
 * clearing the old file's OCR job and adding the new one, a second replacement would clear nothing
 * yet and then find the first one's job already queued under the same jobId, which BullMQ keeps:
 * the new read would read the first file, which the second replacement has just removed.
 */
export function createReplaceClaims(redis: Redis, keyPrefix: string) {
  const keyOf = (artworkId: string) => `${keyPrefix}:replacing:${artworkId}`;
  return {
    /** The claim on `artworkId`'s file, or undefined while another replacement holds it. */
    async claim(artworkId: string): Promise<ReleaseClaim | undefined> {
      const key = keyOf(artworkId);
      const token = randomUUID();
      if ((await redis.set(key, token, 'PX', CLAIM_TTL_MS, 'NX')) !== 'OK') return undefined;
      return async () => {
        await redis.eval(RELEASE_IF_HELD, 1, key, token).catch(() => undefined);
      };
    },
  };
}

export type ReplaceClaims = ReturnType<typeof createReplaceClaims>;
