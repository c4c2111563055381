import { CreateOrderBodySchema } from '@shop/contracts';
import { CheckCircle2, Download, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { linkButtonClass } from '../../../components/ui/link-button';
import { LoadingState } from '../../../components/ui/status-views';
import { clearPaidCheckout, usePaidCheckout, type PaidCheckout } from '../../../lib/paid-checkout';
import { paymentMessages as m } from '../messages';
import { isRecordingHere, recordPaidOrder } from '../payment-flow';

/**
 * Once a capture completed, the checkout shows the paid state instead of its content
 * (no Pay button, no wallet, not after a reload either) until the order is recorded, when the
 * buyer goes on to /success, or until the buyer leaves it with 'Continue Shopping'.
 */
export function PaidCheckoutGate({
  children,
  onPaid,
  onDismiss,
  downloadPath,
}: {
  children: ReactNode;
  /** The order is recorded: clear the cart, go to /success?order={orderId}. */
  onPaid: (orderId: string) => void;
  /** The buyer leaves a paid cart whose order is not recorded yet: clear the cart. */
  onDismiss: () => void;
  /** Where the buyer gets the download links again (/download). */
  downloadPath: string;
}) {
  const paid = usePaidCheckout();
  const recordedId = paid?.state === 'recorded' ? paid.orderId : null;

  useEffect(() => {
    if (!recordedId) return;
    clearPaidCheckout();
    onPaid(recordedId);
  }, [recordedId, onPaid]);

  if (!paid) return <>{children}</>;
  if (paid.state === 'recorded') return <LoadingState text={m.recordingText} className="py-12" />;
  return <PaidNotRecorded paid={paid} onDismiss={onDismiss} downloadPath={downloadPath} />;
}

/** The paid carts this page load already asked about by itself (once each). */
const autoRetried = new Set<string>();

function PaidNotRecorded({
  paid,
  onDismiss,
  downloadPath,
}: {
  paid: PaidCheckout;
  onDismiss: () => void;
  downloadPath: string;
}) {
  const [retrying, setRetrying] = useState(false);
  const recording = paid.state === 'recording' && (retrying || isRecordingHere(paid.paypalOrderId));

  const retry = useCallback(() => {
    const body = CreateOrderBodySchema.safeParse(paid.orderBody);
    if (!body.success) return;
    setRetrying(true);
    recordPaidOrder(paid.paypalOrderId, body.data)
      .catch((error: unknown) => console.error('Recording the order failed again', error))
      .finally(() => setRetrying(false));
  }, [paid.orderBody, paid.paypalOrderId]);

  // A page (re)loaded on a paid cart whose order is not recorded asks once by itself: the orders
  // service may be back, or the reconciliation may have made the order already (same answer).
  // (Not the page that has just been trying: it was recording when this first showed.)
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    const id = paid.paypalOrderId;
    if (autoRetried.has(id)) return;
    autoRetried.add(id);
    if (!isRecordingHere(id)) retryRef.current();
  }, [paid.paypalOrderId]);

  return (
    <HeadedSection
      heading={m.paidTitle}
      icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}
      headingId="paid-heading"
      headingClassName="flex items-center gap-2 text-2xl font-semibold text-emerald-100"
      className="mx-auto w-full max-w-2xl space-y-4 rounded-xl border border-emerald-700 bg-emerald-950/30 p-6"
    >
      {recording ? (
        <LoadingState text={m.recordingText} className="py-4" />
      ) : (
        <>
          <p role="alert" className="text-emerald-50">
            {m.orderFailedAfterPayment(paid.paypalOrderId)}
          </p>
          <p className="text-sm text-emerald-100">{m.linksHow}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={downloadPath} className={linkButtonClass('primary', 'inline-flex items-center gap-2')}>
              <Download className="h-4 w-4" aria-hidden />
              {m.getLinks}
            </Link>
            {CreateOrderBodySchema.safeParse(paid.orderBody).success ? (
              <Button variant="outline" onClick={retry}>
                <RefreshCw className="h-4 w-4" aria-hidden />
                {m.retryRecording}
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => {
                clearPaidCheckout();
                onDismiss();
              }}
            >
              {m.dismissPaid}
            </Button>
          </div>
        </>
      )}
    </HeadedSection>
  );
}
