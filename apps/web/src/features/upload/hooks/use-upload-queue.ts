import type { Artwork } from '@shop/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { RESUMABLE_FROM_BYTES, uploadArtworkResumably } from '../api/resumable-upload';
import { uploadArtwork } from '../api/upload-artwork';
import { newIdempotencyKey, withUploadRetries } from '../lib/upload-retry';
import type { RejectedFile } from '../lib/validate-files';
import { UPLOAD_MESSAGES } from '../messages';

/** SPEC §3 upload queue item (client only), plus what the server answered. */
export interface UploadItem {
  id: string;
  filename: string;
  /** The title the file is uploaded under; none for a file refused before upload. */
  title?: string;
  progress: number;
  status: 'uploading' | 'completed' | 'error';
  error?: string;
  artwork?: Artwork;
}

/** What every file of one upload shares; each file brings its own title. */
export interface UploadFields {
  category: string;
  /** An optional default price ("14.99") and for-sale flag. */
  price?: string | undefined;
  isForSale?: boolean | undefined;
}

export interface UploadEntry {
  file: File;
  title: string;
}

/** A few uploads at a time: dozens of files at once would otherwise share the bandwidth evenly and all finish last. */
export const MAX_PARALLEL_UPLOADS = 3;

/**
 * This many files or more in one go are a bulk import (a back catalogue): their OCR
 * waits behind every new upload, so a piece uploaded meanwhile is read first.
 */
export const BULK_IMPORT_MIN_FILES = 20;

interface PendingUpload extends UploadFields, UploadEntry {
  id: string;
  idempotencyKey: string;
  bulkImport: boolean;
}

let nextId = 0;
const newId = () => `upload-${++nextId}`;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface UploadQueue {
  items: UploadItem[];
  enqueue: (entries: UploadEntry[], fields: UploadFields) => void;
  addRejected: (rejected: RejectedFile[]) => void;
  clearFinished: () => void;
}

/** The Processing Queue: uploads files with real progress and keeps each file's outcome. */
export function useUploadQueue({ onUploaded }: { onUploaded?: (artwork: Artwork) => void } = {}): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>([]);
  const pending = useRef<PendingUpload[]>([]);
  const activeCount = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (activeCount.current < MAX_PARALLEL_UPLOADS) {
      const job = pending.current.shift();
      if (job === undefined) return;
      activeCount.current += 1;
      const controller = new AbortController();
      controllers.current.add(controller);
      withUploadRetries(
        () =>
          (job.file.size >= RESUMABLE_FROM_BYTES ? uploadArtworkResumably : uploadArtwork)({
            file: job.file,
            title: job.title,
            category: job.category,
            price: job.price,
            isForSale: job.isForSale,
            idempotencyKey: job.idempotencyKey,
            bulkImport: job.bulkImport,
            signal: controller.signal,
            onProgress: (progress) => patch(job.id, { progress }),
          }),
        controller.signal,
      )
        .then((artwork) => {
          patch(job.id, { status: 'completed', progress: 100, artwork });
          toast({ title: UPLOAD_MESSAGES.uploadSuccessTitle, description: UPLOAD_MESSAGES.uploadSuccessDescription });
          onUploadedRef.current?.(artwork);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = failureMessage(error);
          patch(job.id, { status: 'error', error: message });
          toast({ title: UPLOAD_MESSAGES.uploadFailedTitle, description: message, variant: 'destructive' });
        })
        .finally(() => {
          controllers.current.delete(controller);
          activeCount.current -= 1;
          pump();
        });
    }
  }, [patch]);

  useEffect(() => {
    const live = controllers.current;
    return () => {
      pending.current = [];
      for (const controller of live) controller.abort();
    };
  }, []);

  const enqueue = useCallback(
    (entries: UploadEntry[], fields: UploadFields) => {
      const bulkImport = entries.length >= BULK_IMPORT_MIN_FILES;
      const jobs = entries.map((entry): PendingUpload => ({
        id: newId(),
        idempotencyKey: newIdempotencyKey(),
        bulkImport,
        ...entry,
        ...fields,
      }));
      setItems((current) => [
        ...jobs.map((job): UploadItem => ({
          id: job.id,
          filename: job.file.name,
          title: job.title,
          progress: 0,
          status: 'uploading',
        })),
        ...current,
      ]);
      pending.current.push(...jobs);
      pump();
    },
    [pump],
  );

  const addRejected = useCallback((rejected: RejectedFile[]) => {
    if (rejected.length === 0) return;
    setItems((current) => [
      ...rejected.map(({ file, reason }): UploadItem => ({
        id: newId(),
        filename: file.name,
        progress: 0,
        status: 'error',
        error: reason,
      })),
      ...current,
    ]);
  }, []);

  const clearFinished = useCallback(() => {
    setItems((current) => current.filter((item) => item.status === 'uploading'));
  }, []);

  return { items, enqueue, addRejected, clearFinished };
}
