import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paymentMessages } from '../messages';

/** An outcome message of a payment attempt (SPEC §8 payment alerts). */
export function PaymentAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-700 bg-red-950/60 p-3 text-sm text-red-100"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}

/** SPEC §8: the 'Payment Error' panel with its message and a 'Reload Payment System' button. */
export function PaymentErrorPanel({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-red-700 bg-red-950/40 p-5">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-red-100">
        <AlertTriangle className="h-5 w-5" aria-hidden />
        {paymentMessages.errorTitle}
      </h3>
      <p className="text-sm text-red-100">{message}</p>
      <Button variant="outline" onClick={onReload}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {paymentMessages.reload}
      </Button>
    </div>
  );
}

/** SPEC §2 /checkout: the provider's client id is not configured. */
export function SetupRequired() {
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-amber-600 bg-amber-950/40 p-5">
      <h3 className="text-lg font-semibold text-amber-100">{paymentMessages.setupRequiredTitle}</h3>
      <p className="text-sm text-amber-100">{paymentMessages.setupRequiredText}</p>
    </div>
  );
}
