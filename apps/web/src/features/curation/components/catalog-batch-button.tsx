import type { Artwork } from '@shop/contracts';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useBatchArtworks } from '../api/batch-artworks';
import { countCleanPending, getCleanPending } from '../api/get-clean-pending';
import { EDIT_MESSAGES } from '../edit-messages';
import { useUndoBatch } from '../lib/use-undo-batch';
import { CURATION_MESSAGES } from '../messages';

/**
 * SPEC §4 "Approve All Clean" (POST /api/artworks/batch {action: "approve-clean"}). Issue #22: like
 * every batch action of the tab it first asks, naming how many works it approves, and its toast
 * offers Undo, which sends each of them back to its own previous status. A tap only asks, so the
 * button is never a one-tap accident on a phone.
 */
export function ApproveCleanButton({ onChanged }: { onChanged?: (() => void) | undefined }) {
  // null: no question open; a number: the question, naming that many works.
  const [count, setCount] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const batch = useBatchArtworks({ onChanged });
  const undo = useUndoBatch({ onChanged });

  const ask = async () => {
    setIsBusy(true);
    try {
      setCount(await countCleanPending());
    } catch (error) {
      // SPEC §8: batch failures show no notice.
      console.error('Batch action failed', error);
    } finally {
      setIsBusy(false);
    }
  };

  const apply = async () => {
    setCount(null);
    setIsBusy(true);
    let before: Artwork[];
    try {
      // The works as they are just before the approval (not when the question opened: OCR may
      // have cleared more since), so Undo restores each one the server approves.
      before = await getCleanPending();
    } catch (error) {
      console.error('Batch action failed', error);
      setIsBusy(false);
      return;
    }
    batch.mutate(
      {
        action: 'approve-clean',
        undo: before.length === 0 ? undefined : () => void undo(before, { status: 'approved' }),
      },
      { onSettled: () => setIsBusy(false) },
    );
  };

  return (
    <>
      <Button size="sm" disabled={isBusy || batch.isPending} aria-busy={isBusy} onClick={() => void ask()}>
        <CheckCheck className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.approveAllClean}
      </Button>
      {count === null ? null : (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setCount(null);
          }}
          title={count === 0 ? EDIT_MESSAGES.noCleanToApprove : EDIT_MESSAGES.confirmApproveClean(count)}
          description={count === 0 ? EDIT_MESSAGES.noCleanToApproveHint : EDIT_MESSAGES.confirmDescription}
        >
          <div className="flex justify-end gap-2">
            {count === 0 ? (
              <Button onClick={() => setCount(null)}>{EDIT_MESSAGES.ok}</Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => setCount(null)}>
                  {EDIT_MESSAGES.cancel}
                </Button>
                <Button onClick={() => void apply()}>{EDIT_MESSAGES.confirm}</Button>
              </>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
