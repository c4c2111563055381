import {
  ArtworkSchema,
  UPLOAD_IDEMPOTENCY_KEY_HEADER,
  type Artwork,
  uploadArtwork as uploadArtworkEndpoint,
} from '@shop/contracts';
import { sendForm } from '../../../lib/send-form';
import { UPLOAD_MESSAGES } from '../messages';
import { UPLOAD_PROGRESS_HOLD } from '../../../config/ui';
import { endpointUrl } from '../../../lib/endpoint-client';

export interface UploadArtworkInput {
  file: File;
  title: string;
  category: string;
  /** Optional defaults set at upload time: a money string ("14.99") and the for-sale flag. */
  price?: string | undefined;
  isForSale?: boolean | undefined;
  /** The same key on every try of one upload, so a retried upload is stored once. */
  idempotencyKey?: string | undefined;
  /** One file of a bulk import; its OCR waits behind every new upload. */
  bulkImport?: boolean | undefined;
  /** 0-90 while bytes are sent (SPEC §4: held at 90 until the server answers). */
  onProgress?: (progress: number) => void;
  signal?: AbortSignal;
}

/** The connection was lost before an answer: whether the server stored the upload is unknown. */
export class UploadConnectionError extends Error {
  constructor() {
    super(UPLOAD_MESSAGES.networkError);
    this.name = 'UploadConnectionError';
  }
}

/**
 * POST /api/artworks/upload as multipart (artwork, title, category; price and isForSale when set),
 * with the bytes sent reported as progress.
 */
export async function uploadArtwork({
  file,
  title,
  category,
  price,
  isForSale,
  idempotencyKey,
  bulkImport,
  onProgress,
  signal,
}: UploadArtworkInput): Promise<Artwork> {
  const form = new FormData();
  // Fields first: a streaming server reads them before the file part.
  form.append('title', title);
  form.append('category', category);
  if (price !== undefined) form.append('price', price);
  if (isForSale !== undefined) form.append('isForSale', String(isForSale));
  if (bulkImport) form.append('bulkImport', 'true');
  form.append('artwork', file, file.name);
  const body = await sendForm({
    method: 'POST',
    path: endpointUrl(uploadArtworkEndpoint),
    form,
    headers: idempotencyKey !== undefined ? { [UPLOAD_IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {},
    onProgress: (percent) => onProgress?.(Math.min(UPLOAD_PROGRESS_HOLD, percent)),
    signal,
    connectionError: () => new UploadConnectionError(),
  });
  return ArtworkSchema.parse(body);
}
