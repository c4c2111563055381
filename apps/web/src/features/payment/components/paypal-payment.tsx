import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { CURRENCY } from '@shop/contracts';
import { useRef } from 'react';
import { LoadingState } from '../../../components/ui/status-views';
import { paymentMessages as m } from '../messages';
import {
  PaymentFlowError,
  finishPayment,
  messageOf,
  startPayment,
  startWatchdog,
  type PaymentRequest,
} from '../payment-flow';
import { usePaymentRunner } from '../use-payment-runner';
import { PaymentAlert, PaymentErrorPanel } from './payment-alerts';

/**
 * PayPal buttons through the PayPal JS SDK (only loaded when the payments service runs PayPal).
 * SPEC §7: client id, USD, capture intent, the buttons component, funding for card, pay later,
 * credit and venmo.
 */
export default function PayPalPayment({
  clientId,
  request,
  onPaid,
  onReload,
}: {
  clientId: string;
  request: Omit<PaymentRequest, 'method' | 'payer'>;
  onPaid: (orderId: string) => void;
  onReload: () => void;
}) {
  return (
    <PayPalScriptProvider
      options={{
        clientId,
        currency: CURRENCY,
        intent: 'capture',
        components: 'buttons',
        enableFunding: 'card,paylater,credit,venmo',
      }}
    >
      <Buttons request={request} onPaid={onPaid} onReload={onReload} />
    </PayPalScriptProvider>
  );
}

function Buttons({
  request,
  onPaid,
  onReload,
}: {
  request: Omit<PaymentRequest, 'method' | 'payer'>;
  onPaid: (orderId: string) => void;
  onReload: () => void;
}) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const { alert, setAlert, run } = usePaymentRunner(onPaid);
  const stopWatchdog = useRef<() => void>(() => {});
  const full: PaymentRequest = { ...request, method: 'PAYPAL' };

  if (isPending) return <LoadingState text={m.loadingOptions} className="py-6" />;
  if (isRejected) return <PaymentErrorPanel message={m.sdkLoadFailed} onReload={onReload} />;

  return (
    <div className="space-y-3">
      <PaymentAlert message={alert} />
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
        forceReRender={[request.stateCode, request.subtotalCents, request.items.length]}
        onClick={() => {
          setAlert(null);
          stopWatchdog.current();
          stopWatchdog.current = startWatchdog({ provider: 'paypal' });
        }}
        createOrder={async () => {
          try {
            return await startPayment(full);
          } catch (error) {
            setAlert(messageOf(error, m.createFailed));
            throw error;
          }
        }}
        onApprove={async (data) => {
          stopWatchdog.current();
          await run(() => finishPayment(data.orderID, full), {
            onFailure: (error) => (error instanceof PaymentFlowError ? error.message : m.processingFailed),
          });
        }}
        onCancel={() => {
          stopWatchdog.current();
          setAlert(m.cancelled);
        }}
        onError={(error) => {
          stopWatchdog.current();
          console.error('PayPal error', error);
          setAlert((current) => current ?? m.providerError);
        }}
      />
    </div>
  );
}
