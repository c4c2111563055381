import {
  artworkFileFormat,
  type DeliveredFile,
  downloadExtraFile,
  endpointPath,
  type InternalArtworkFile,
} from '@shop/contracts';
import { titleFileName } from './content-disposition.js';
import { downloadToken } from './download-tokens.js';

/**
 * The extra files a grant delivers: every file of its work the curator has not removed, including
 * files added after the purchase, and a removed file to grants made before its removal (the
 * catalog keeps the object of a removed file of a sold work for them).
 */
export function deliveredFiles(
  files: readonly InternalArtworkFile[],
  grant: { artworkId: string; createdAt: Date },
): InternalArtworkFile[] {
  return files.filter(
    (file) =>
      file.artworkId === grant.artworkId &&
      (file.removedAt === null || Date.parse(file.removedAt) > grant.createdAt.getTime()),
  );
}

/** The link of one extra file: the grant's own token, so its checks close every file with the original. */
export function extraFileUrl(publicBaseUrl: string, secret: string, grantId: string, fileId: string): string {
  const path = endpointPath(downloadExtraFile.path, { token: downloadToken(secret, grantId), fileId });
  return `${publicBaseUrl.replace(/\/+$/, '')}${path}`;
}

/** Saved as the work's title and the file's label ("harbour-lights-print-size-tiff.tif"). */
export function extraFileName(title: string, file: Pick<InternalArtworkFile, 'label' | 'mimeType'>): string {
  return titleFileName(`${title} ${file.label}`, file.mimeType);
}

/** A file as the order page and the receipt list it. */
export function toDeliveredFile(
  file: InternalArtworkFile,
  link: { publicBaseUrl: string; secret: string; grantId: string },
): DeliveredFile {
  return {
    id: file.id,
    label: file.label,
    format: artworkFileFormat(file.mimeType),
    width: file.width,
    height: file.height,
    sizeBytes: file.sizeBytes,
    url: extraFileUrl(link.publicBaseUrl, link.secret, link.grantId, file.id),
  };
}
