import { useCallback, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { paymentMessages } from './messages';
import { messageOf, startWatchdog, type PaymentFlowError } from './payment-flow';

/**
 * Runs one payment attempt: busy flag, the watchdog, the success toast and hand-over, or the
 * SPEC §8 message for the step that failed (a second click while one runs is ignored).
 */
export function usePaymentRunner(onPaid: (orderId: string) => void) {
  const [isBusy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (attempt: () => Promise<string>, options: { onFailure?: (error: unknown) => string | undefined } = {}) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setAlert(null);
      const stopWatchdog = startWatchdog();
      try {
        const orderId = await attempt();
        toast({ title: paymentMessages.successTitle, description: paymentMessages.successText });
        onPaid(orderId);
      } catch (error) {
        setAlert(options.onFailure?.(error) ?? messageOf(error));
      } finally {
        stopWatchdog();
        running.current = false;
        setBusy(false);
      }
    },
    [onPaid],
  );

  return { isBusy, alert, setAlert, run };
}

export type { PaymentFlowError };
