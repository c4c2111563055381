import type { Readable } from 'node:stream';
import { ACCEPTED_ARTWORK_FILE_MIME_TYPES, ERROR_CODES } from '@shop/contracts';
import type { CatalogClient } from '@shop/catalog-client';
import { Gone, type Logger, NotFound, type ObjectStorage } from '@shop/platform';
import type { OrderRepository } from '../orders/orders.repository.js';
import { attachmentDisposition, titleFileName } from './content-disposition.js';
import { hashDownloadToken, isWellFormedDownloadToken } from './download-tokens.js';
import { hasOpenDownloads } from './open-downloads.js';
import type { ArtworkFilesSource } from '../clients/artwork-files-client.js';
import { deliveredFiles, extraFileName } from './extra-files.js';
import type { SignedCopies } from '../signed-copies/signed-copies.js';

export interface Download {
  stream: Readable;
  contentType: string;
  contentDisposition: string;
  sizeBytes: number;
}

export const REVOKED = 'This download link has been revoked. Please contact support if you need the file again.';
/** A refunded item's link says so, with the day, instead of "revoked… contact support". */
export const refundedMessage = (refundedAt: Date) =>
  `This download was refunded on ${refundedAt.toISOString().slice(0, 10)}, so its link no longer works.`;
const UNKNOWN = 'This download link is not valid. Please use the link from your order page.';

export interface DownloadServiceDeps {
  orders: Pick<OrderRepository, 'findGrantByTokenHash' | 'countDownload'>;
  storage: ObjectStorage;
  /** Where a grant's artwork keeps its original now (the curator may replace the file). */
  catalog?: Pick<CatalogClient, 'lookup'>;
  /** The works' extra files (the catalog's); unset, a grant delivers its original alone. */
  artworkFiles?: ArtworkFilesSource;
  /** The shop's signed copies of delivered files (C2PA); unset, files are delivered as stored. */
  signedCopies?: Pick<SignedCopies, 'keyFor' | 'forget'>;
  log?: Logger;
  now?: () => Date;
}

/** The file a grant streams, and the name the buyer saves it under. */
interface GrantFile {
  storageKey: string;
  downloadName: string;
  mimeType: string;
}

/** Catalog originals live under this prefix; commission files are this service's own. */
const CATALOG_ORIGINALS = 'originals/';

/** The artist's commission deliveries (this service's own uploads). */
const COMMISSION_FILES = 'commissions/';

/** How many times one download asks the catalog again after the original it named was removed. */
const REPLACED_WHILE_OPENING_RETRIES = 2;

const VANISHED = 'The file for this download is no longer available. Please contact support.';
const NO_SUCH_FILE = 'This work has no such file for this download link. Please use the links from your order page.';

/** The types an original or an extra file is stored as (sent as such; anything else as opaque bytes). */
const DELIVERED_TYPES: readonly string[] = ACCEPTED_ARTWORK_FILE_MIME_TYPES;

export function createDownloadService(deps: DownloadServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * A replaced artwork file moves to a new key and the old one is removed, so a grant
   * asks the catalog for the artwork's current original. When the catalog cannot answer, the key
   * recorded at purchase still serves every work whose file was never replaced.
   */
  async function currentFile(
    artworkId: string,
    recorded: GrantFile,
    requestId: string,
    fresh = false,
  ): Promise<GrantFile> {
    if (!deps.catalog || !recorded.storageKey.startsWith(CATALOG_ORIGINALS)) return recorded;
    try {
      const [artwork] = await deps.catalog.lookup([artworkId], requestId, { fresh });
      if (!artwork) return recorded;
      return {
        storageKey: artwork.storageKey,
        downloadName: titleFileName(artwork.title, artwork.mimeType),
        mimeType: artwork.mimeType,
      };
    } catch (error) {
      deps.log?.warn({ err: error, artworkId }, 'catalog unavailable: download served from the recorded key');
      return recorded;
    }
  }

  /**
   * The file as delivered: the copy that carries the shop's Content Credentials (made at the
   * file's first download), else the stored object itself. Commission files are the artist's
   * own deliveries and go as uploaded.
   */
  async function openDelivered(file: GrantFile, requestId: string) {
    // One GET each (its length from the answer); its stream is open once it answers, so the
    // object's removal after that no longer cuts it (MinIO reads under a lock, s3rver from an open file).
    const { storage } = deps;
    if (!deps.signedCopies || file.storageKey.startsWith(COMMISSION_FILES)) return storage.open(file.storageKey);
    const key = await deps.signedCopies.keyFor(file, requestId);
    if (key === file.storageKey) return storage.open(key);
    const copy = await storage.open(key);
    if (copy) return copy;
    // The copy was removed (an operator cleaning signed/): the original serves, and the next
    // download makes the copy again.
    deps.signedCopies.forget(key);
    return storage.open(file.storageKey);
  }

  /** The grant behind a link, if its downloads are open; every file of the grant answers the same. */
  async function openGrant(token: string) {
    if (!isWellFormedDownloadToken(token)) throw new NotFound(UNKNOWN);
    const grant = await deps.orders.findGrantByTokenHash(hashDownloadToken(token));
    if (!grant) throw new NotFound(UNKNOWN);
    // A partially refunded order keeps the downloads of the lines that were not
    // refunded (a refunded line's grants are revoked, answered below).
    if (grant.order_status === 'reversed') {
      throw new Gone("This order's payment was reversed, so its downloads are closed.");
    }
    if (grant.refunded_at) {
      throw new Gone(refundedMessage(grant.refunded_at), ERROR_CODES.downloadRefunded, {
        refundedAt: grant.refunded_at.toISOString(),
      });
    }
    if (!hasOpenDownloads(grant.order_status)) {
      throw new Gone('This order was refunded, so its downloads are closed.');
    }
    if (grant.revoked_at) throw new Gone(REVOKED, ERROR_CODES.downloadRevoked);
    if (grant.expires_at.getTime() <= now().getTime()) {
      throw new Gone(
        `This download link expired on ${grant.expires_at.toISOString().slice(0, 10)}: links are valid for 30 days after purchase. Please contact support.`,
      );
    }
    return grant;
  }

  /** Counts the download, then answers the opened file under its name and type. */
  async function deliver(
    grantId: string,
    file: GrantFile,
    { stream, sizeBytes }: { stream: Readable; sizeBytes: number },
  ): Promise<Download> {
    try {
      await deps.orders.countDownload(grantId);
    } catch (error) {
      stream.destroy(); // its connection to storage is not left open
      throw error;
    }
    // Only the types the catalog accepts are sent as such; anything else as opaque bytes.
    const contentType = DELIVERED_TYPES.includes(file.mimeType) ? file.mimeType : 'application/octet-stream';
    return {
      stream,
      contentType,
      contentDisposition: attachmentDisposition(file.downloadName),
      sizeBytes,
    };
  }

  return {
    /** Opens a paid original for streaming, counting the download (SPEC §9: links last 30 days). */
    async open(token: string, requestId = 'download'): Promise<Download> {
      const grant = await openGrant(token);
      // An artwork's file is named after the work, never after the name it was uploaded
      // with; a commission file keeps its name, already cut to the extension of its real type.
      const isOriginal = grant.storage_key.startsWith(CATALOG_ORIGINALS);
      const recorded = {
        storageKey: grant.storage_key,
        downloadName: isOriginal ? titleFileName(grant.work_title ?? '', grant.mime_type) : grant.original_name,
        mimeType: grant.mime_type,
      };
      let file = await currentFile(grant.artwork_id, recorded, requestId);
      let opened = await openDelivered(file, requestId);
      // The curator replaced the file between the catalog's answer and the read, and the
      // catalog removed the original it named. Nothing is sent yet: ask again and open the file
      // that replaced it from the start, so the buyer gets one whole file, never a 404 or a 500.
      for (let retry = 0; !opened && retry < REPLACED_WHILE_OPENING_RETRIES; retry++) {
        // Past the lookup cache: its answer may be the one that named the removed file.
        const again = await currentFile(grant.artwork_id, recorded, requestId, true);
        if (again.storageKey === file.storageKey) break; // not replaced: the original is gone
        file = again;
        opened = await openDelivered(file, requestId);
      }
      if (!opened) throw new NotFound(VANISHED);
      return deliver(grant.id, file, opened);
    },

    /**
     * One of the work's extra files, by the grant's own link: the same checks as the original
     * (a refunded, revoked, expired or reversed grant closes every file), then the catalog says
     * which files the grant delivers (deliveredFiles) and where each is stored; it goes out
     * through the same openDelivered as the original.
     */
    async openExtraFile(token: string, fileId: string, requestId = 'download'): Promise<Download> {
      const grant = await openGrant(token);
      if (!deps.artworkFiles) throw new NotFound(NO_SUCH_FILE);
      const files = deliveredFiles(await deps.artworkFiles.filesOf([grant.artwork_id], requestId), {
        artworkId: grant.artwork_id,
        createdAt: grant.created_at,
      });
      const found = files.find((candidate) => candidate.id === fileId);
      if (!found) throw new NotFound(NO_SUCH_FILE);
      const file = {
        storageKey: found.storageKey,
        downloadName: extraFileName(grant.work_title ?? '', found),
        mimeType: found.mimeType,
      };
      const opened = await openDelivered(file, requestId);
      if (!opened) throw new NotFound(VANISHED);
      return deliver(grant.id, file, opened);
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
