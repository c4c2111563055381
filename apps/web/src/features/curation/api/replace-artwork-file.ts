import { ArtworkSchema, type Artwork, replaceArtworkFile as replaceArtworkFileEndpoint } from '@shop/contracts';
import { sendForm } from '../../../lib/send-form';
import { REPLACE_FILE_MESSAGES } from '../replace-file-messages';
import { endpointUrl } from '../../../lib/endpoint-client';

export interface ReplaceArtworkFileInput {
  id: string;
  file: File;
  /** 0-100 as the bytes are sent. */
  onProgress?: (progress: number) => void;
}

/** PUT /api/artworks/:id/file as multipart (`artwork`), with the bytes sent reported as progress. */
export async function replaceArtworkFile({ id, file, onProgress }: ReplaceArtworkFileInput): Promise<Artwork> {
  const form = new FormData();
  form.append('artwork', file, file.name);
  const body = await sendForm({
    method: 'PUT',
    path: endpointUrl(replaceArtworkFileEndpoint, { id }),
    form,
    onProgress: (percent) => onProgress?.(Math.min(100, percent)),
    connectionError: () => new Error(REPLACE_FILE_MESSAGES.networkError),
  });
  return ArtworkSchema.parse(body);
}
