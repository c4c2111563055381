import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { paymentMessages } from './messages';
import { PaymentFlowError, messageOf, startWatchdog } from './payment-flow';

/** The payment panel's handler of a 409 price change: refresh the cart and say what changed. */
export const PriceChangeContext = createContext<(error: PaymentFlowError) => Promise<void>>(async () => {});

/**
 * Runs one payment attempt: busy flag, the watchdog, the success toast, or the SPEC §8 message for
 * the step that failed (a second click while one runs is ignored). What follows a
 * capture (the paid state, the hand-over to /success) is the checkout's PaidCheckoutGate, which
 * reads the paid record `finishPayment` keeps; a price change goes to the panel's handler.
 */
export function usePaymentRunner() {
  const [isBusy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const running = useRef(false);
  const onPriceChanged = useContext(PriceChangeContext);

  const run = useCallback(
    async (attempt: () => Promise<string>, options: { onFailure?: (error: unknown) => string | undefined } = {}) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setAlert(null);
      const stopWatchdog = startWatchdog();
      try {
        await attempt();
        toast({ title: paymentMessages.successTitle, description: paymentMessages.successText });
      } catch (error) {
        if (error instanceof PaymentFlowError && error.failure === 'price-changed') {
          await onPriceChanged(error);
          return;
        }
        setAlert(options.onFailure?.(error) ?? messageOf(error));
      } finally {
        stopWatchdog();
        running.current = false;
        setBusy(false);
      }
    },
    [onPriceChanged],
  );

  return { isBusy, alert, setAlert, run };
}
