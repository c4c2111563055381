import { FlaskConical } from 'lucide-react';
import { usePaymentConfig } from '../api/get-payment-config';
import { paymentMessages as m } from '../messages';

/**
 * Issue #14 (fail closed): while the payments service runs its simulator, every shop page says so,
 * quietly; with real PayPal it shows nothing.
 *
 * Issue #15: it floats in a corner instead of sitting above the page: the mode is known only once
 * the payment configuration has loaded, and a strip appearing then pushed the whole page down
 * (most of the home page's layout shift). It lets clicks through to whatever it covers. Outside
 * the page's header, main and footer, it is its own landmark so that no text sits outside one.
 */
export function TestModeNotice() {
  const config = usePaymentConfig();
  if (config.data?.mode !== 'simulator') return null;
  return (
    <aside aria-label={m.testModeNoticeLabel}>
      <p
        role="note"
        aria-label={m.testModeNoticeLabel}
        className="pointer-events-none fixed bottom-3 left-3 z-30 flex max-w-[calc(100vw-1.5rem)] items-center gap-2 rounded-full border border-amber-700/60 bg-amber-950/90 px-3 py-1.5 text-xs font-medium text-amber-100 shadow-lg print:static print:border print:bg-white print:text-black"
      >
        <FlaskConical className="h-3.5 w-3.5 shrink-0" aria-hidden />
        {m.testModeNotice}
      </p>
    </aside>
  );
}
