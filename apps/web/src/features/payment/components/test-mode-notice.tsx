import { FlaskConical } from 'lucide-react';
import { usePaymentConfig } from '../api/get-payment-config';
import { paymentMessages as m } from '../messages';

/**
 * Fail closed: while the payments service runs its simulator, every shop page says so,
 * quietly; with real PayPal it shows nothing. Outside the page's header, main and footer, it is its
 * own landmark so that no text sits outside one.
 *
 * It sits in the page's flow, at the end of the content above the footer (`mt-auto` in
 * the layout's column), so it never covers anything: floating in a corner it hid the success page's
 * "Download Artwork 1" on a phone. At the end it moves nothing when it appears after the payment
 * configuration has loaded (a strip above the page pushed the whole page down).
 */
export function TestModeNotice() {
  const config = usePaymentConfig();
  if (config.data?.mode !== 'simulator') return null;
  return (
    <aside aria-label={m.testModeNoticeLabel} className="mt-auto flex justify-center px-4 pt-8 pb-4 print:pt-4">
      <p
        role="note"
        aria-label={m.testModeNoticeLabel}
        className="flex max-w-full items-center gap-2 rounded-full border border-amber-700/60 bg-amber-950/90 px-3 py-1.5 text-xs font-medium text-amber-100 print:border print:bg-white print:text-black"
      >
        <FlaskConical className="h-3.5 w-3.5 shrink-0" aria-hidden />
        {m.testModeNotice}
      </p>
    </aside>
  );
}
