import type { Artwork } from '@shop/contracts';
import { CheckCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { type BatchAction, useBatchArtworks } from '../api/batch-artworks';
import { countBatchTargets, getBatchTargets } from '../api/get-batch-targets';
import { EDIT_MESSAGES } from '../edit-messages';
import { useUndoBatch } from '../lib/use-undo-batch';
import { CURATION_MESSAGES } from '../messages';

const BUTTONS = {
  'approve-clean': {
    label: CURATION_MESSAGES.approveAllClean,
    Icon: CheckCheck,
    variant: 'primary',
    status: 'approved',
    question: EDIT_MESSAGES.confirmApproveClean,
    none: EDIT_MESSAGES.noCleanToApprove,
    noneHint: EDIT_MESSAGES.noCleanToApproveHint,
  },
  'reject-flagged': {
    label: CURATION_MESSAGES.rejectFlagged,
    Icon: XCircle,
    variant: 'destructive',
    status: 'rejected',
    question: EDIT_MESSAGES.confirmRejectFlagged,
    none: EDIT_MESSAGES.noFlaggedToReject,
    noneHint: EDIT_MESSAGES.noFlaggedToRejectHint,
  },
} as const satisfies Record<BatchAction, unknown>;

export interface CatalogBatchButtonProps {
  action: BatchAction;
  onChanged?: (() => void) | undefined;
}

/**
 * SPEC §4 "Approve All Clean" and "Reject Flagged" (POST /api/artworks/batch {action}).
 * Like every batch action of the tab they first ask, naming how many works they change, and their
 * toast offers Undo, which sends each of them back to its own previous status. A tap only asks,
 * so neither is a one-tap accident on a phone.
 */
export function CatalogBatchButton({ action, onChanged }: CatalogBatchButtonProps) {
  const { label, Icon, variant, status, question, none, noneHint } = BUTTONS[action];
  // null: no question open; a number: the question, naming that many works.
  const [count, setCount] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const batch = useBatchArtworks({ onChanged });
  const undo = useUndoBatch({ onChanged });

  const ask = async () => {
    setIsBusy(true);
    try {
      setCount(await countBatchTargets(action));
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
      // The works as they are just before the batch (not when the question opened: OCR may have
      // cleared or flagged more since), so Undo restores each one the server changes.
      before = await getBatchTargets(action);
    } catch (error) {
      console.error('Batch action failed', error);
      setIsBusy(false);
      return;
    }
    batch.mutate(
      { action, undo: before.length === 0 ? undefined : () => void undo(before, { status }) },
      { onSettled: () => setIsBusy(false) },
    );
  };

  return (
    <>
      <Button
        size="sm"
        variant={variant}
        disabled={isBusy || batch.isPending}
        aria-busy={isBusy}
        onClick={() => void ask()}
      >
        <Icon className="h-4 w-4" aria-hidden /> {label}
      </Button>
      {count === null ? null : (
        <Dialog
          onClose={() => setCount(null)}
          title={count === 0 ? none : question(count)}
          description={count === 0 ? noneHint : EDIT_MESSAGES.confirmDescription}
        >
          <div className="flex justify-end gap-2">
            {count === 0 ? (
              <Button onClick={() => setCount(null)}>{EDIT_MESSAGES.ok}</Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => setCount(null)}>
                  {EDIT_MESSAGES.cancel}
                </Button>
                <Button variant={variant} onClick={() => void apply()}>
                  {EDIT_MESSAGES.confirm}
                </Button>
              </>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
