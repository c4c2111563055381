import { randomUUID } from 'node:crypto';
import {
  addArtworkFile,
  addWord,
  batchArtworks,
  deleteArtwork,
  type Endpoint,
  lookupArtworkFiles,
  lookupArtworks,
  publicCacheKeys,
  publishArtwork,
  recordOcrMisread,
  removeArtworkFile,
  appendResumableUpload,
  cancelResumableUpload,
  createResumableUpload,
  removeShopLogo,
  replaceArtworkFile,
  saveAboutPage,
  saveLayout,
  saveReferencePrice,
  saveLicenceTiers,
  saveSellerDetails,
  saveShopIdentity,
  saveShopTimeZone,
  saveStorePolicy,
  saveWatermark,
  updateArtwork,
  updateArtworkFile,
  uploadArtwork,
  uploadShopLogo,
} from '@shop/contracts';
import type { Logger } from '@shop/platform';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** Tells every gateway that the catalog's public answers may have changed. */
export interface PublicChanges {
  announce(): Promise<void>;
}

export function createPublicChanges(redis: Redis, queuePrefix: string, log: Logger): PublicChanges {
  const keys = publicCacheKeys(queuePrefix);
  return {
    async announce() {
      try {
        // A random name rather than a counter: a Redis that restarts empty can never hand out a
        // generation again that a gateway still holds answers under.
        const generation = randomUUID();
        await redis.set(keys.generation, generation);
        await redis.publish(keys.channel, generation);
      } catch (error) {
        // The write itself stands; the gateways' cached answers then live until their own
        // check of the generation or their time limit, whichever comes first.
        log.warn({ err: error }, 'public cache change not announced');
      }
    },
  };
}

/**
 * The catalog's writes whose success a public answer can show: the curator's work on
 * artworks (approve, price, category, archive, publish, replace a file, delete, batches; misreads
 * and shop words, which change a work's findings), the home page's layout, the watermark (the
 * previews' version), the reference price, the store policies and the About page, and the shop's name,
 * logo and seller details (read by a public GET the gateway may cache).
 */
export const PUBLIC_WRITES: readonly Endpoint[] = [
  updateArtwork,
  publishArtwork,
  replaceArtworkFile,
  // The artwork page lists a work's extra files under "What you get".
  addArtworkFile,
  updateArtworkFile,
  removeArtworkFile,
  batchArtworks,
  deleteArtwork,
  recordOcrMisread,
  addWord,
  saveLayout,
  saveWatermark,
  saveReferencePrice,
  saveStorePolicy,
  saveAboutPage,
  saveShopIdentity,
  uploadShopLogo,
  removeShopLogo,
  saveSellerDetails,
  // The artwork page offers the tiers, and payments keeps them per generation to price a cart.
  saveLicenceTiers,
];

/**
 * The catalog's writes no public answer shows, which announce nothing: every buyer's quote, PayPal
 * order and order record asks the artwork lookup (a read sent as POST for its list of ids), and a
 * new upload is pending, seen by the curator alone, until an approval (announced) publishes it;
 * its OCR results announce themselves when applied. A new catalog write is in one list or the
 * other (public-changes.test.ts).
 */
export const PRIVATE_WRITES: readonly Endpoint[] = [
  lookupArtworks,
  lookupArtworkFiles,
  uploadArtwork,
  // A resumable upload's parts and its finish: like the classic upload, the work is pending.
  createResumableUpload,
  appendResumableUpload,
  cancelResumableUpload,
  // The shop's time zone: the dashboard's, which no public answer shows or caches.
  saveShopTimeZone,
];

const routeOf = (method: string, path: string | undefined) => `${method} ${path ?? ''}`;

/**
 * Announces each successful write of PUBLIC_WRITES before its answer leaves, so a caller that reads
 * after the answer never meets an answer cached before the write. Nothing else announces: a
 * buyer's checkout no longer empties every gateway's cache.
 */
export function announcePublicWrites(app: FastifyInstance, changes: PublicChanges): void {
  const announcing = new Set(PUBLIC_WRITES.map((endpoint) => routeOf(endpoint.method, endpoint.path)));
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && announcing.has(routeOf(request.method, request.routeOptions.url))) {
      await changes.announce();
    }
    return payload;
  });
}
