import type { CommissionDetail } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { useCommissionActions } from '../api/change-commission';
import { COMMISSIONS_MESSAGES as M } from '../messages';

/** "Deliver to buyer", with a confirmation that says how many links the buyer gets, and where. */
export function DeliverButton({
  commission,
  actions,
}: {
  commission: CommissionDetail;
  actions: ReturnType<typeof useCommissionActions>;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const hasFiles = commission.files.length > 0;
  return (
    <div className="space-y-2">
      <Button disabled={!hasFiles || actions.deliver.isPending} onClick={() => setIsConfirming(true)}>
        {actions.deliver.isPending ? M.delivering : M.deliver}
      </Button>
      {hasFiles ? null : <p className="text-sm text-neutral-400">{M.deliverNeedsFiles}</p>}
      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={M.confirmTitle}
        description={M.confirmText(commission.files.length, commission.customerEmail)}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setIsConfirming(false)}>
            {M.cancel}
          </Button>
          <Button
            onClick={() => {
              setIsConfirming(false);
              actions.deliver.mutate();
            }}
          >
            {M.confirmDeliver}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
