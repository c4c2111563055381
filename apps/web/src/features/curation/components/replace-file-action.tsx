import { ACCEPTED_IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, type Artwork } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../components/ui/use-toast';
import { artworkKeys } from '../../../lib/query-keys';
import { replaceArtworkFile } from '../api/replace-artwork-file';
import { errorMessage } from '../lib/error-message';
import { REPLACE_FILE_MESSAGES } from '../replace-file-messages';

/** What the server would refuse anyway, said before any byte is sent. */
function fileProblem(file: File | null): string | null {
  if (!file) return REPLACE_FILE_MESSAGES.noFile;
  if (!(ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return REPLACE_FILE_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return REPLACE_FILE_MESSAGES.tooLarge;
  return null;
}

/**
 * The curator uploads a corrected image for a work (a flagged one, typically). The
 * dialog shows the upload's progress and, on a refusal, the server's words; the work is unchanged
 * until the server has stored the new file.
 */
export interface ReplaceFileActionProps {
  artwork: Artwork;
  isBusy?: boolean;
  /** Once the new file is stored and its OCR queued, e.g. to wake the OCR queue's poll. */
  onReplaced?: () => void;
}

export function ReplaceFileAction({ artwork, isBusy = false, onReplaced }: ReplaceFileActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const inputId = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (chosen: File) => replaceArtworkFile({ id: artwork.id, file: chosen, onProgress: setProgress }),
    onSuccess: async () => {
      toast({
        title: REPLACE_FILE_MESSAGES.doneToast(artwork.title),
        description: REPLACE_FILE_MESSAGES.doneToastDescription,
      });
      setIsOpen(false);
      onReplaced?.();
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
  });

  const open = () => {
    mutation.reset();
    setFile(null);
    setProblem(null);
    setProgress(0);
    setIsOpen(true);
  };
  const submit = () => {
    const found = fileProblem(file);
    setProblem(found);
    if (found === null && file) {
      setProgress(0);
      mutation.mutate(file);
    }
  };
  const close = () => {
    if (!mutation.isPending) setIsOpen(false);
  };

  return (
    <>
      <Button size="sm" variant="outline" disabled={isBusy} onClick={open}>
        <FileUp className="h-4 w-4" aria-hidden /> {REPLACE_FILE_MESSAGES.replace}
      </Button>
      {isOpen ? (
        <Dialog
          onClose={close}
          title={REPLACE_FILE_MESSAGES.title(artwork.title)}
          description={REPLACE_FILE_MESSAGES.description}
        >
          <div className="space-y-3">
            <Field id={inputId} label={REPLACE_FILE_MESSAGES.fileLabel} layout="block">
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED_IMAGE_MIME_TYPES.join(',')}
                disabled={mutation.isPending}
                className="block w-full text-sm text-neutral-300"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblem(null);
                  mutation.reset();
                }}
              />
              <p className="text-xs text-neutral-400">{REPLACE_FILE_MESSAGES.fileHint}</p>
            </Field>
            {mutation.isPending ? <ProgressBar value={progress} label={REPLACE_FILE_MESSAGES.progressLabel} /> : null}
            {problem !== null || mutation.isError ? (
              <div role="alert" className="rounded-md border border-red-900 bg-red-950/40 p-3 text-sm text-red-200">
                <p className="font-medium">{REPLACE_FILE_MESSAGES.failedTitle}</p>
                <p>{problem ?? errorMessage(mutation.error)}</p>
              </div>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" disabled={mutation.isPending} onClick={close}>
                {REPLACE_FILE_MESSAGES.cancel}
              </Button>
              <Button disabled={mutation.isPending} onClick={submit}>
                {mutation.isPending ? REPLACE_FILE_MESSAGES.uploading : REPLACE_FILE_MESSAGES.submit}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
