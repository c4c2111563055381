import { ArtworkSchema, type Artwork } from '@shop/contracts';
import { UPLOAD_PROGRESS_HOLD } from '../../../config/ui';
import { ApiError } from '../../../lib/api-client';
import { sendResumably } from '../../../lib/resumable-upload';
import { UploadConnectionError, type UploadArtworkInput } from './upload-artwork';

export { RESUMABLE_FROM_BYTES } from '../../../lib/resumable-upload';

/** 0–90 while the bytes are sent, as the one-request upload reports it (SPEC §4). */
export const sentPercent = (sent: number, total: number) =>
  total <= 0 ? 0 : Math.min(UPLOAD_PROGRESS_HOLD, Math.floor((sent / total) * UPLOAD_PROGRESS_HOLD));

function metadataOf(input: UploadArtworkInput): Record<string, string> {
  const metadata: Record<string, string> = {
    filename: input.file.name,
    title: input.title,
    category: input.category,
  };
  if (input.price !== undefined) metadata.price = input.price;
  if (input.isForSale !== undefined) metadata.isForSale = String(input.isForSale);
  if (input.bulkImport) metadata.bulkImport = 'true';
  return metadata;
}

/**
 * The artwork sent in parts (lib/resumable-upload.ts); the last part's answer is the artwork, as
 * the one-request upload answers it.
 */
export async function uploadArtworkResumably(input: UploadArtworkInput): Promise<Artwork> {
  const body = await sendResumably({
    file: input.file,
    metadata: metadataOf(input),
    onProgress: (sent, total) => input.onProgress?.(sentPercent(sent, total)),
    signal: input.signal,
    connectionError: () => new UploadConnectionError(),
  });
  const artwork = ArtworkSchema.safeParse(body);
  if (!artwork.success) throw new ApiError(200, JSON.stringify(body));
  return artwork.data;
}
