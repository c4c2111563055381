import type { Readable } from 'node:stream';
import { ACCEPTED_IMAGE_MIME_TYPES } from '@shop/contracts';
import { Gone, NotFound, type ObjectStorage } from '@shop/platform';
import type { OrderRepository } from '../orders/orders.repository.js';
import { attachmentDisposition } from './content-disposition.js';
import { hashDownloadToken, isWellFormedDownloadToken } from './download-tokens.js';
import { hasOpenDownloads } from './open-downloads.js';

export interface Download {
  stream: Readable;
  contentType: string;
  contentDisposition: string;
  sizeBytes: number;
}

export const REVOKED = 'This download link has been revoked. Please contact support if you need the file again.';
const UNKNOWN = 'This download link is not valid. Please use the link from your order page.';

export function createDownloadService(deps: { orders: OrderRepository; storage: ObjectStorage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Opens a paid original for streaming, counting the download (SPEC §9: links last 30 days). */
    async open(token: string): Promise<Download> {
      if (!isWellFormedDownloadToken(token)) throw new NotFound(UNKNOWN);
      const grant = await deps.orders.findGrantByTokenHash(hashDownloadToken(token));
      if (!grant) throw new NotFound(UNKNOWN);
      // Issue #14: a partially refunded order keeps the downloads of the lines that were not
      // refunded (a refunded line's grants are revoked, answered below).
      if (grant.order_status === 'reversed') {
        throw new Gone("This order's payment was reversed, so its downloads are closed.");
      }
      if (!hasOpenDownloads(grant.order_status)) {
        throw new Gone('This order was refunded, so its downloads are closed.');
      }
      if (grant.revoked_at) throw new Gone(REVOKED);
      if (grant.expires_at.getTime() <= now().getTime()) {
        throw new Gone(
          `This download link expired on ${grant.expires_at.toISOString().slice(0, 10)}: links are valid for 30 days after purchase. Please contact support.`,
        );
      }
      const stat = await deps.storage.stat(grant.storage_key);
      if (!stat) throw new NotFound('The file for this download is no longer available. Please contact support.');
      await deps.orders.countDownload(grant.id);
      const stream = await deps.storage.get(grant.storage_key);
      // Only image types we accept at upload are sent as such; anything else as opaque bytes.
      const contentType = (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(grant.mime_type)
        ? grant.mime_type
        : 'application/octet-stream';
      return {
        stream,
        contentType,
        contentDisposition: attachmentDisposition(grant.original_name),
        sizeBytes: stat.sizeBytes,
      };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
