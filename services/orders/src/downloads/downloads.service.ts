import type { Readable } from 'node:stream';
import { ACCEPTED_IMAGE_MIME_TYPES } from '@shop/contracts';
import type { CatalogClient } from '@shop/catalog-client';
import { Gone, type Logger, NotFound, type ObjectStorage } from '@shop/platform';
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

export interface DownloadServiceDeps {
  orders: OrderRepository;
  storage: ObjectStorage;
  /** Where a grant's artwork keeps its original now (issue #23: the curator may replace the file). */
  catalog?: Pick<CatalogClient, 'lookup'>;
  log?: Logger;
  now?: () => Date;
}

/** The file a grant streams, as the grant recorded it at purchase. */
interface GrantFile {
  storageKey: string;
  originalName: string;
  mimeType: string;
}

/** Catalog originals live under this prefix; commission files (issue #13) are this service's own. */
const CATALOG_ORIGINALS = 'originals/';

export function createDownloadService(deps: DownloadServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * Issue #23: a replaced artwork file moves to a new key and the old one is removed, so a grant
   * asks the catalog for the artwork's current original. When the catalog cannot answer, the key
   * recorded at purchase still serves every work whose file was never replaced.
   */
  async function currentFile(artworkId: string, recorded: GrantFile, requestId: string): Promise<GrantFile> {
    if (!deps.catalog || !recorded.storageKey.startsWith(CATALOG_ORIGINALS)) return recorded;
    try {
      const [artwork] = await deps.catalog.lookup([artworkId], requestId);
      if (!artwork) return recorded;
      return { storageKey: artwork.storageKey, originalName: artwork.originalName, mimeType: artwork.mimeType };
    } catch (error) {
      deps.log?.warn({ err: error, artworkId }, 'catalog unavailable: download served from the recorded key');
      return recorded;
    }
  }

  return {
    /** Opens a paid original for streaming, counting the download (SPEC §9: links last 30 days). */
    async open(token: string, requestId = 'download'): Promise<Download> {
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
      const file = await currentFile(
        grant.artwork_id,
        { storageKey: grant.storage_key, originalName: grant.original_name, mimeType: grant.mime_type },
        requestId,
      );
      const stat = await deps.storage.stat(file.storageKey);
      if (!stat) throw new NotFound('The file for this download is no longer available. Please contact support.');
      await deps.orders.countDownload(grant.id);
      const stream = await deps.storage.get(file.storageKey);
      // Only image types we accept at upload are sent as such; anything else as opaque bytes.
      const contentType = (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(file.mimeType)
        ? file.mimeType
        : 'application/octet-stream';
      return {
        stream,
        contentType,
        contentDisposition: attachmentDisposition(file.originalName),
        sizeBytes: stat.sizeBytes,
      };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
