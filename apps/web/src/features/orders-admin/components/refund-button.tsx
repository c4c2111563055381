import { REFUND_REASON_MAX_LENGTH } from '@shop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmPrompt } from '../../../components/ui/confirm-prompt';
import { compactInputClass, Field } from '../../../components/ui/field';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';

/**
 * A refund asks first, with the amount: money leaves the shop and the downloads close, and
 * neither can be undone. The prompt takes an optional reason, kept with the refund.
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
  onConfirm: (reason: string | undefined) => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (isConfirming) {
    return (
      <ConfirmPrompt
        label={accessibleName ?? label}
        question={M.refundConfirm(amount)}
        confirmLabel={M.refundConfirmButton}
        cancelLabel={M.cancel}
        isPending={isPending}
        onConfirm={() => {
          onConfirm(reason.trim() || undefined);
          setIsConfirming(false);
          setReason('');
        }}
        onCancel={() => setIsConfirming(false)}
      >
        <Field id={reasonId} label={M.refundReasonLabel} size="sm" layout="inline">
          <input
            id={reasonId}
            className={compactInputClass}
            value={reason}
            maxLength={REFUND_REASON_MAX_LENGTH}
            placeholder={M.refundReasonPlaceholder}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      </ConfirmPrompt>
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
