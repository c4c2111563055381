import {
  addArtworkFile,
  ArtworkFileSchema,
  type ArtworkFile,
  type ArtworkFileList,
  listArtworkFiles,
  removeArtworkFile,
  updateArtworkFile,
  type UpdateArtworkFileBody,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '../../../lib/endpoint-client';
import { RESUMABLE_FROM_BYTES, sendResumably } from '../../../lib/resumable-upload';
import { sendForm } from '../../../lib/send-form';
import { ARTWORK_FILES_MESSAGES } from '../artwork-files-messages';

export const artworkFilesQueryOptions = (artworkId: string) =>
  queryOptions({
    queryKey: [endpointUrl(listArtworkFiles, { id: artworkId })] as const,
    queryFn: (): Promise<ArtworkFileList> => callEndpoint(listArtworkFiles, { params: { id: artworkId } }),
  });

export function useArtworkFiles(artworkId: string) {
  return useQuery(artworkFilesQueryOptions(artworkId));
}

/**
 * POST /api/artworks/:id/files as multipart (`label` first, then `file`), with the bytes sent as
 * progress; from RESUMABLE_FROM_BYTES in parts (tus, artworkId in the metadata), which survive a
 * dropped connection and, for the same file picked again, a reloaded page.
 */
export async function attachArtworkFile(input: {
  artworkId: string;
  file: File;
  label?: string;
  onProgress?: (percent: number) => void;
}): Promise<ArtworkFile> {
  if (input.file.size >= RESUMABLE_FROM_BYTES) {
    const body = await sendResumably({
      file: input.file,
      metadata: {
        filename: input.file.name,
        artworkId: input.artworkId,
        ...(input.label ? { label: input.label } : {}),
      },
      onProgress: (sent, total) => input.onProgress?.(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0),
      connectionError: () => new Error(ARTWORK_FILES_MESSAGES.networkError),
    });
    return ArtworkFileSchema.parse(body);
  }
  const form = new FormData();
  // The label first: a streaming server reads it before the file part.
  if (input.label) form.append('label', input.label);
  form.append('file', input.file, input.file.name);
  const body = await sendForm({
    method: 'POST',
    path: endpointUrl(addArtworkFile, { id: input.artworkId }),
    form,
    onProgress: (percent) => input.onProgress?.(Math.min(100, percent)),
    connectionError: () => new Error(ARTWORK_FILES_MESSAGES.networkError),
  });
  return ArtworkFileSchema.parse(body);
}

export async function removeFile(artworkId: string, fileId: string): Promise<void> {
  await callEndpoint(removeArtworkFile, { params: { id: artworkId, fileId } });
}

/** A new label, a new place in the list, or both; the work's files as they are after it. */
export async function updateFile(
  artworkId: string,
  fileId: string,
  body: UpdateArtworkFileBody,
): Promise<ArtworkFileList> {
  return callEndpoint(updateArtworkFile, { params: { id: artworkId, fileId }, body });
}
