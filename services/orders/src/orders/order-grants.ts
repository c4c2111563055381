import { randomUUID } from 'node:crypto';
import { DOWNLOAD_LINK_VALID_MS, type InternalArtwork } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { downloadToken, hashDownloadToken } from '../downloads/download-tokens.js';
import type { NewOrder } from './order-insert-queries.js';

/**
 * One download grant per paid artwork, valid for 30 days from `now` (SPEC §9). Shared by
 * POST /api/orders, a pending capture that completes later and reconciliation, so an
 * order gets the same grants however it was recorded.
 */
export function buildGrants(options: {
  artworkIds: readonly string[];
  artworks: ReadonlyMap<string, InternalArtwork>;
  downloadTokenSecret: string;
  now: Date;
  paypalOrderId: string;
  log: Logger;
}): NewOrder['grants'] {
  const expiresAt = new Date(options.now.getTime() + DOWNLOAD_LINK_VALID_MS);
  return options.artworkIds.flatMap((artworkId) => {
    const artwork = options.artworks.get(artworkId);
    if (!artwork) {
      // Paid for, then removed from the catalog: the order must still be stored; support
      // delivers this one by hand.
      options.log.error({ artworkId, paypalOrderId: options.paypalOrderId }, 'paid artwork missing from the catalog');
      return [];
    }
    const id = randomUUID();
    return [
      {
        id,
        artworkId,
        tokenHash: hashDownloadToken(downloadToken(options.downloadTokenSecret, id)),
        storageKey: artwork.storageKey,
        originalName: artwork.originalName,
        mimeType: artwork.mimeType,
        expiresAt,
      },
    ];
  });
}
