import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmPrompt } from '../../../components/ui/confirm-prompt';
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
      <ConfirmPrompt
        label={accessibleName ?? label}
        question={M.refundConfirm(amount)}
        confirmLabel={M.refundConfirmButton}
        cancelLabel={M.cancel}
        isPending={isPending}
        onConfirm={() => {
          onConfirm();
          setIsConfirming(false);
        }}
        onCancel={() => setIsConfirming(false)}
      />
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
