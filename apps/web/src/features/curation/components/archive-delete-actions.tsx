import type { Artwork } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { artworkKeys } from '../../../lib/query-keys';
import { deleteArtwork } from '../api/delete-artwork';
import { updateArtwork } from '../api/update-artwork';
import { ARCHIVE_MESSAGES } from '../archive-messages';
import { errorMessage } from '../lib/error-message';

type Action = 'archive' | 'restore' | 'delete';

const CONFIRM: Record<Action, { title: (title: string) => string; description: string; label: string }> = {
  archive: {
    title: ARCHIVE_MESSAGES.archiveTitle,
    description: ARCHIVE_MESSAGES.archiveDescription,
    label: ARCHIVE_MESSAGES.archive,
  },
  restore: {
    title: ARCHIVE_MESSAGES.restoreTitle,
    description: ARCHIVE_MESSAGES.restoreDescription,
    label: ARCHIVE_MESSAGES.restore,
  },
  delete: {
    title: ARCHIVE_MESSAGES.deleteTitle,
    description: ARCHIVE_MESSAGES.deleteDescription,
    label: ARCHIVE_MESSAGES.delete,
  },
};

const DONE: Record<Action, { title: (title: string) => string; description: string }> = {
  archive: { title: ARCHIVE_MESSAGES.archivedToast, description: ARCHIVE_MESSAGES.archivedToastDescription },
  restore: { title: ARCHIVE_MESSAGES.restoredToast, description: ARCHIVE_MESSAGES.restoredToastDescription },
  delete: { title: ARCHIVE_MESSAGES.deletedToast, description: ARCHIVE_MESSAGES.deletedToastDescription },
};

async function perform(artwork: Artwork, action: Action): Promise<void> {
  if (action === 'delete') return deleteArtwork(artwork.id);
  // Restore brings it back to approved: only approved work is offered Archive.
  await updateArtwork(artwork.id, { status: action === 'archive' ? 'archived' : 'approved' });
}

/**
 * Archive (approved work) or Restore (archived work), and Delete, each confirmed first.
 * A refusal (a sold work cannot be deleted) stays in the dialog in the server's words.
 */
export function ArchiveDeleteActions({ artwork, isBusy = false }: { artwork: Artwork; isBusy?: boolean }) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: Action) => perform(artwork, action),
    onSuccess: async (_, action) => {
      toast({ title: DONE[action].title(artwork.title), description: DONE[action].description });
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    },
  });

  const open = (action: Action) => {
    mutation.reset();
    setConfirming(action);
  };
  const toggle: Action | null =
    artwork.status === 'approved' ? 'archive' : artwork.status === 'archived' ? 'restore' : null;

  return (
    <>
      {toggle === null ? null : (
        <Button size="sm" variant="outline" disabled={isBusy} onClick={() => open(toggle)}>
          {toggle === 'archive' ? (
            <Archive className="h-4 w-4" aria-hidden />
          ) : (
            <ArchiveRestore className="h-4 w-4" aria-hidden />
          )}{' '}
          {CONFIRM[toggle].label}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={isBusy} onClick={() => open('delete')}>
        <Trash className="h-4 w-4" aria-hidden /> {ARCHIVE_MESSAGES.delete}
      </Button>
      {confirming === null ? null : (
        <Dialog
          onClose={() => setConfirming(null)}
          title={CONFIRM[confirming].title(artwork.title)}
          description={CONFIRM[confirming].description}
        >
          {mutation.isError ? (
            <div role="alert" className="mb-4 rounded-md border border-red-900 bg-red-950/40 p-3 text-sm text-red-200">
              <p className="font-medium">{ARCHIVE_MESSAGES.failedTitle}</p>
              <p>{errorMessage(mutation.error)}</p>
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {ARCHIVE_MESSAGES.cancel}
            </Button>
            <Button
              variant={confirming === 'delete' ? 'destructive' : 'primary'}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(confirming)}
            >
              {mutation.isPending ? ARCHIVE_MESSAGES.working : CONFIRM[confirming].label}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
