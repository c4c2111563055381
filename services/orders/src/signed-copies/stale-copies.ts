import type { ListedObject, Logger, ObjectStorage } from '@shop/platform';
import { SIGNED_COPIES_PREFIX, type SignedCopies } from './signed-copies.js';

export const SIGNED_COPIES_QUEUE = 'orders-signed-copies';
export const SWEEP_STALE_COPIES_JOB = 'sweep-stale-copies';
/** Copies outlive their use by at most this long: a sweep a few times a day keeps the bucket tidy. */
export const SIGNED_COPY_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;
/**
 * A copy younger than this is never removed: a download may have just made or asked for it (under
 * a shop name another replica has not read yet, or of an original being replaced right now).
 */
export const STALE_COPY_GRACE_MS = 60 * 60_000;

export interface StaleCopySweep {
  /** Signed copies found under `signed/`. */
  copies: number;
  removed: number;
}

/**
 * Signed copies are keyed by signer, shop name and original (`signed/<fingerprint>/<original key>`),
 * so a renamed shop, a re-keyed install or a replaced or deleted original leaves copies no download
 * asks for again. A sweep removes, once they are older than the grace period, every copy of an
 * original that is gone, and every copy of a kept original but its newest (the one the current
 * name and key make; an older one comes back at its next download, should it be needed). It never
 * reads the shop's name, so a catalog that cannot answer cannot make it remove live copies. One
 * listing of `signed/` per sweep, held by original: some 100 bytes a copy.
 */
export function createStaleCopySweeper(deps: {
  storage: Pick<ObjectStorage, 'list' | 'stat' | 'remove'>;
  signedCopies: Pick<SignedCopies, 'forget'>;
  log: Logger;
  graceMs?: number;
  now?: () => number;
}) {
  const graceMs = deps.graceMs ?? STALE_COPY_GRACE_MS;
  const now = deps.now ?? Date.now;
  return {
    async sweep(): Promise<StaleCopySweep> {
      const cutoff = now() - graceMs;
      const byOriginal = new Map<string, ListedObject[]>();
      let copies = 0;
      for await (const object of deps.storage.list(SIGNED_COPIES_PREFIX)) {
        const rest = object.key.slice(SIGNED_COPIES_PREFIX.length);
        const slash = rest.indexOf('/');
        if (slash <= 0) continue;
        copies += 1;
        const original = rest.slice(slash + 1);
        const list = byOriginal.get(original) ?? [];
        list.push(object);
        byOriginal.set(original, list);
      }
      let removed = 0;
      for (const [original, list] of byOriginal) {
        const newestFirst = list.sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime());
        const stale = (await deps.storage.stat(original)) ? newestFirst.slice(1) : newestFirst;
        for (const copy of stale) {
          if (copy.lastModified.getTime() > cutoff) continue;
          await deps.storage.remove(copy.key);
          deps.signedCopies.forget(copy.key);
          removed += 1;
        }
      }
      deps.log.info({ copies, removed }, 'stale signed copies swept');
      return { copies, removed };
    },
  };
}

export type StaleCopySweeper = ReturnType<typeof createStaleCopySweeper>;
