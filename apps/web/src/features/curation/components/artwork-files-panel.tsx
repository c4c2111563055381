import {
  ACCEPTED_ARTWORK_FILE_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  type ArtworkFile,
  type UpdateArtworkFileBody,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { compactInputClass } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import {
  artworkFilesQueryOptions,
  attachArtworkFile,
  removeFile,
  updateFile,
  useArtworkFiles,
} from '../api/artwork-files';
import { ARTWORK_FILES_MESSAGES as m } from '../artwork-files-messages';
import { ArtworkFileRow } from './artwork-file-row';

/** What the server would refuse anyway, said before any byte is sent (the browser's type is only a hint). */
function fileProblem(file: File | null): string | null {
  if (!file) return m.noFile;
  if (file.type !== '' && !(ACCEPTED_ARTWORK_FILE_MIME_TYPES as readonly string[]).includes(file.type))
    return m.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return m.tooLarge;
  return null;
}

/**
 * The dashboard's "Files" area of a work: the extra files its buyers get, one to attach at a time
 * with its upload's progress, each moved up or down the list, renamed or removed.
 */
export function ArtworkFilesPanel({ artworkId }: { artworkId: string }) {
  const files = useArtworkFiles(artworkId);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [inputKey, setInputKey] = useState(0);
  const fileInputId = useId();
  const labelInputId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: artworkFilesQueryOptions(artworkId).queryKey });

  const attach = useMutation({
    mutationFn: (chosen: File) =>
      attachArtworkFile({ artworkId, file: chosen, label: label.trim() || undefined, onProgress: setProgress }),
    onSuccess: async () => {
      setFile(null);
      setLabel('');
      setInputKey((key) => key + 1);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (target: ArtworkFile) => removeFile(artworkId, target.id),
    onSuccess: async (_answer, target) => {
      toast({ title: m.removed(target.label) });
      await refresh();
    },
    onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
  });

  const update = useMutation({
    mutationFn: ({ target, body }: { target: ArtworkFile; body: UpdateArtworkFileBody }) =>
      updateFile(artworkId, target.id, body),
    // The answer is the list as it is now: shown at once, without asking again.
    onSuccess: (list) => queryClient.setQueryData(artworkFilesQueryOptions(artworkId).queryKey, list),
    onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
  });

  const submit = () => {
    const found = fileProblem(file);
    setProblem(found);
    if (found === null && file) {
      setProgress(0);
      attach.mutate(file);
    }
  };

  return (
    <section aria-labelledby={`${fileInputId}-heading`} className="space-y-3 border-t border-neutral-800 pt-4">
      <div>
        <h3 id={`${fileInputId}-heading`} className="text-base font-semibold">
          {m.heading}
        </h3>
        <p className="text-xs text-neutral-400">{m.description}</p>
      </div>
      {files.isPending ? <p className="text-sm text-neutral-400">{m.loading}</p> : null}
      {files.isError ? <p className="text-sm text-red-300">{m.loadFailed}</p> : null}
      {files.data?.files.length === 0 ? <p className="text-sm text-neutral-400">{m.none}</p> : null}
      {files.data && files.data.files.length > 0 ? (
        <ul className="space-y-1.5" data-testid="artwork-files-list">
          {files.data.files.map((entry, index, all) => (
            <ArtworkFileRow
              key={entry.id}
              file={entry}
              index={index}
              count={all.length}
              busy={remove.isPending || update.isPending}
              onMove={(position) => update.mutate({ target: entry, body: { position } })}
              onRename={(newLabel) => update.mutate({ target: entry, body: { label: newLabel } })}
              onRemove={() => remove.mutate(entry)}
            />
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label htmlFor={fileInputId} className="space-y-1 text-xs font-medium text-neutral-400">
          <span className="block">{m.fileLabel}</span>
          <input
            key={inputKey}
            id={fileInputId}
            type="file"
            accept={[...ACCEPTED_ARTWORK_FILE_MIME_TYPES, '.tif', '.tiff', '.pdf'].join(',')}
            disabled={attach.isPending}
            className="block w-full text-sm text-neutral-300"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              attach.reset();
            }}
          />
        </label>
        <label htmlFor={labelInputId} className="space-y-1 text-xs font-medium text-neutral-400">
          <span className="block">{m.labelLabel}</span>
          <input
            id={labelInputId}
            type="text"
            maxLength={80}
            value={label}
            placeholder={m.labelPlaceholder}
            disabled={attach.isPending}
            className={`${compactInputClass} w-full`}
            onChange={(event) => setLabel(event.target.value)}
          />
        </label>
        <Button size="sm" disabled={attach.isPending} onClick={submit}>
          {attach.isPending ? m.uploading : m.attach}
        </Button>
      </div>
      <p className="text-xs text-neutral-500">{m.fileHint}</p>
      {attach.isPending ? <ProgressBar value={progress} label={m.progressLabel} /> : null}
      {problem !== null || attach.isError ? (
        <div role="alert" className="rounded-md border border-red-900 bg-red-950/40 p-3 text-sm text-red-200">
          <p className="font-medium">{m.failedTitle}</p>
          <p>{problem ?? errorMessage(attach.error)}</p>
        </div>
      ) : null}
    </section>
  );
}
