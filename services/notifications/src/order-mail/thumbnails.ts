import { previewUrl, type OrderReceipt } from '@shop/contracts';
import type { Logger } from '@shop/platform';
import type { CatalogClient } from '../clients/catalog-client.js';
import { NO_THUMBNAILS, type Thumbnails } from './order-summary.js';

/** The width of the public preview an e-mail's thumbnail shows (the web's thumbnails ask the same). */
export const THUMBNAIL_WIDTH = 480;

/**
 * Each line's thumbnail, the public watermarked preview the web shows (GET
 * /api/files/:filename?w=480) as an absolute URL. A work the catalog no longer knows, or a catalog
 * that cannot answer, leaves the line with its title alone: the e-mail is not held back for a picture.
 */
export async function thumbnailsOf(
  receipt: OrderReceipt,
  {
    catalog,
    publicBaseUrl,
    log,
    requestId,
  }: { catalog: CatalogClient; publicBaseUrl: string; log: Logger; requestId: string },
): Promise<Thumbnails> {
  const ids = receipt.lines.flatMap((line) => (line.artworkId ? [line.artworkId] : []));
  if (ids.length === 0) return NO_THUMBNAILS;
  try {
    const filenames = await catalog.previewFilenames(ids, requestId);
    return new Map(
      [...filenames].map(([id, filename]) => [
        id,
        new URL(previewUrl(filename, THUMBNAIL_WIDTH), publicBaseUrl).toString(),
      ]),
    );
  } catch (error) {
    log.warn({ err: error, orderId: receipt.orderId }, 'thumbnails not read; the e-mail shows the titles alone');
    return NO_THUMBNAILS;
  }
}
