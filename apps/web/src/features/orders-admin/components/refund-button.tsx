import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';

/**
 * A refund asks first, with the amount: money leaves the shop and the downloads close, and
 * neither can be undone.
 */
export function RefundButton({
  label,
  accessibleName,
  amount,
  isPending,
  onConfirm,
}: {
  label: string;
  accessibleName?: string;
  amount: string;
  isPending: boolean;
  onConfirm: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  if (isConfirming) {
    return (
      <div role="group" aria-label={accessibleName ?? label} className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-neutral-300">{M.refundConfirm(amount)}</span>
        <Button
          size="sm"
          variant="destructive"
          disabled={isPending}
          onClick={() => {
            onConfirm();
            setIsConfirming(false);
          }}
        >
          {M.refundConfirmButton}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
          {M.cancel}
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isPending}
      aria-label={accessibleName ?? label}
      onClick={() => setIsConfirming(true)}
    >
      {isPending ? M.refunding : label}
    </Button>
  );
}
