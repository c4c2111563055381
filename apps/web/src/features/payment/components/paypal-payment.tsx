import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useContext, useRef } from 'react';
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
import { paypalScriptOptions } from '../paypal-sdk';
import { PriceChangeContext, usePaymentRunner } from '../use-payment-runner';
import { PaymentAlert, PaymentErrorPanel } from './payment-alerts';

/**
 * PayPal buttons through the PayPal JS SDK (only loaded when the payments service runs PayPal).
 * SPEC §7: client id, USD, capture intent, the buttons component, funding for card, pay later,
 * credit and venmo; and the card-fields component the Credit Card tab uses.
 */
export default function PayPalPayment({
  clientId,
  request,
  onReload,
}: {
  clientId: string;
  request: Omit<PaymentRequest, 'method' | 'payer'>;
  onReload: () => void;
}) {
  return (
    <PayPalScriptProvider options={paypalScriptOptions(clientId)}>
      <Buttons request={request} onReload={onReload} />
    </PayPalScriptProvider>
  );
}

function Buttons({ request, onReload }: { request: Omit<PaymentRequest, 'method' | 'payer'>; onReload: () => void }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const { alert, setAlert, run } = usePaymentRunner();
  const onPriceChanged = useContext(PriceChangeContext);
  const stopWatchdog = useRef<() => void>(() => {});
  // A 409 price change is told by the panel; the SDK's onError that follows says nothing more.
  const priceChanged = useRef(false);
  const full: PaymentRequest = { ...request, method: 'PAYPAL' };

  if (isPending) return <LoadingState text={m.loadingOptions} className="py-6" />;
  if (isRejected) return <PaymentErrorPanel message={m.sdkLoadFailed} onReload={onReload} />;

  return (
    <div className="space-y-3">
      <PaymentAlert message={alert} />
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
        forceReRender={[request.stateCode, request.countryCode, request.subtotalCents, request.items.length]}
        onClick={() => {
          setAlert(null);
          priceChanged.current = false;
          stopWatchdog.current();
          stopWatchdog.current = startWatchdog({ provider: 'paypal' });
        }}
        createOrder={async () => {
          try {
            return await startPayment(full);
          } catch (error) {
            if (error instanceof PaymentFlowError && error.failure === 'price-changed') {
              priceChanged.current = true;
              await onPriceChanged(error);
            } else setAlert(messageOf(error, m.createFailed));
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
          if (!priceChanged.current) setAlert((current) => current ?? m.providerError);
        }}
      />
    </div>
  );
}
