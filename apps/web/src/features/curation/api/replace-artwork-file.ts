import { ArtworkSchema, type Artwork } from '@shop/contracts';
import { ApiError } from '../../../lib/api-client';
import { REPLACE_FILE_MESSAGES } from '../replace-file-messages';

export interface ReplaceArtworkFileInput {
  id: string;
  file: File;
  /** 0-100 as the bytes are sent. */
  onProgress?: (progress: number) => void;
}

/**
 * PUT /api/artworks/:id/file as multipart (`artwork`), issue #23. XMLHttpRequest rather than fetch
 * because only it reports the bytes sent; a refusal is the same ApiError as every other call.
 */
export function replaceArtworkFile({ id, file, onProgress }: ReplaceArtworkFileInput): Promise<Artwork> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/artworks/${encodeURIComponent(id)}/file`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        resolve(ArtworkSchema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(new Error(REPLACE_FILE_MESSAGES.networkError)));
    const form = new FormData();
    form.append('artwork', file, file.name);
    xhr.send(form);
  });
}
