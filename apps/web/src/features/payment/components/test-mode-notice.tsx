import { FlaskConical } from 'lucide-react';
import { usePaymentConfig } from '../api/get-payment-config';
import { paymentMessages as m } from '../messages';

/**
 * Issue #14 (fail closed): while the payments service runs its simulator, every shop page says so,
 * quietly; with real PayPal it shows nothing.
 */
export function TestModeNotice() {
  const config = usePaymentConfig();
  if (config.data?.mode !== 'simulator') return null;
  return (
    <p
      role="note"
      aria-label={m.testModeNoticeLabel}
      className="flex items-center justify-center gap-2 border-b border-amber-700/60 bg-amber-950/60 px-4 py-1.5 text-center text-xs font-medium text-amber-100 print:border print:bg-white print:text-black"
    >
      <FlaskConical className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {m.testModeNotice}
    </p>
  );
}
