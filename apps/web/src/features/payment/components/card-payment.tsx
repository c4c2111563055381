import { CreditCard, FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/status-views';
import { paymentMessages as m } from '../messages';
import { PaymentFlowError, finishPayment, startPayment, type PaymentRequest } from '../payment-flow';
import { loadCardFieldsSdk, type CardFieldsInstance } from '../paypal-sdk';
import { usePaymentRunner } from '../use-payment-runner';
import { PaymentAlert } from './payment-alerts';
import { BuyerFields } from './buyer-fields';
import { TextField } from './text-field';

const EMPTY_CARD = { number: '', expiry: '', cvv: '', name: '', email: '', zipCode: '' };

/** PayPal's hosted checkout for an order, opened when the card flow cannot finish here. */
export const providerCheckoutUrl = (orderId: string) =>
  `https://www.paypal.com/checkoutnow?token=${encodeURIComponent(orderId)}`;

type Request = Omit<PaymentRequest, 'method' | 'payer'>;

/** SPEC §8 card-flow messages: a stored-order failure keeps its own message; anything else the card one. */
function cardFailure(mode: 'paypal' | 'simulator') {
  return (error: unknown) => {
    if (error instanceof PaymentFlowError && error.failure === 'order' && error.paymentOrderId) {
      // SPEC §8: the card flow's stored-order failure opens the provider's checkout page.
      if (mode === 'paypal') window.open(providerCheckoutUrl(error.paymentOrderId), '_blank', 'noopener');
      return error.message;
    }
    return m.cardFailed;
  };
}

/**
 * SPEC §3/§5 card flow. In PayPal mode the card number, expiry, CVV and name on card
 * are PayPal's own card fields (the JS SDK's CardFields), so no card data touches the shop; in
 * simulator mode the card form is a clearly-labelled test form whose card fields go nowhere.
 */
export function CardPayment({
  request,
  totalLabel,
  mode,
  clientId,
}: {
  request: Request;
  totalLabel: string;
  mode: 'paypal' | 'simulator';
  clientId: string | null;
}) {
  if (mode === 'simulator') return <TestCardForm request={request} totalLabel={totalLabel} />;
  if (!clientId) return <PaymentAlert message={m.cardFieldsUnavailable} />;
  return <PayPalCardFields clientId={clientId} request={request} totalLabel={totalLabel} />;
}

const FIELD_CLASS = 'min-h-12 rounded-md bg-white/95';

/** PayPal mode: PayPal renders the card fields into these containers (their inputs live in PayPal's frames). */
function PayPalCardFields({
  clientId,
  request,
  totalLabel,
}: {
  clientId: string;
  request: Request;
  totalLabel: string;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const { isBusy, alert, run } = usePaymentRunner();
  const fields = useRef<CardFieldsInstance | null>(null);
  const containers = {
    name: useRef<HTMLDivElement>(null),
    number: useRef<HTMLDivElement>(null),
    expiry: useRef<HTMLDivElement>(null),
    cvv: useRef<HTMLDivElement>(null),
  };
  // The attempt under way: what it pays for, and how it ends (PayPal calls back, submit() does not say).
  const attempt = useRef<{
    request: PaymentRequest;
    resolve: () => void;
    reject: (error: unknown) => void;
  } | null>(null);
  const ready = name.trim() !== '' && email.trim() !== '';

  useEffect(() => {
    let cancelled = false;
    loadCardFieldsSdk(clientId)
      .then(async (sdk) => {
        if (cancelled) return;
        const cardFields = sdk.CardFields({
          createOrder: async () => {
            const current = attempt.current;
            if (!current) throw new Error('No card payment under way');
            try {
              return await startPayment(current.request);
            } catch (error) {
              current.reject(error);
              throw error;
            }
          },
          onApprove: async (data) => {
            const current = attempt.current;
            if (!current) return;
            try {
              await finishPayment(data.orderID, current.request);
              current.resolve();
            } catch (error) {
              current.reject(error);
            }
          },
          onError: (error) => {
            console.error('PayPal card fields error', error);
            attempt.current?.reject(error);
          },
        });
        if (!cardFields.isEligible()) {
          setStatus('unavailable');
          return;
        }
        const targets = [
          [cardFields.NameField(), containers.name.current],
          [cardFields.NumberField(), containers.number.current],
          [cardFields.ExpiryField(), containers.expiry.current],
          [cardFields.CVVField(), containers.cvv.current],
        ] as const;
        await Promise.all(targets.map(([field, target]) => (target ? field.render(target) : Promise.resolve())));
        if (cancelled) return;
        fields.current = cardFields;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('PayPal card fields failed to start', error);
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
    };
    // The containers are refs: the fields are rendered once per client id.
  }, [clientId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cardFields = fields.current;
    if (!ready || !cardFields) return;
    const full: PaymentRequest = { ...request, method: 'CARD', payer: { name, email } };
    void run(
      () =>
        new Promise<string>((resolve, reject) => {
          attempt.current = { request: full, resolve: () => resolve(''), reject };
          cardFields.submit().catch(reject);
        }).finally(() => {
          attempt.current = null;
        }),
      { onFailure: cardFailure('paypal') },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="card-heading" aria-busy={status === 'loading'}>
      <h3 id="card-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard className="h-5 w-5" aria-hidden />
        {m.cardHeading}
      </h3>
      {status === 'loading' ? <LoadingState text={m.loadingOptions} className="py-2" /> : null}
      {status === 'unavailable' ? <PaymentAlert message={m.cardFieldsUnavailable} /> : null}
      <div hidden={status === 'unavailable'} className="space-y-3">
        <div>
          <p className="mb-1 text-sm text-neutral-300">{m.cardName}</p>
          <div ref={containers.name} data-testid="paypal-card-name" className={FIELD_CLASS} />
        </div>
        <div>
          <p className="mb-1 text-sm text-neutral-300">{m.cardNumber}</p>
          <div ref={containers.number} data-testid="paypal-card-number" className={FIELD_CLASS} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <p className="mb-1 text-sm text-neutral-300">{m.expiry}</p>
            <div ref={containers.expiry} data-testid="paypal-card-expiry" className={FIELD_CLASS} />
          </div>
          <div>
            <p className="mb-1 text-sm text-neutral-300">{m.cvv}</p>
            <div ref={containers.cvv} data-testid="paypal-card-cvv" className={FIELD_CLASS} />
          </div>
        </div>
      </div>
      <BuyerFields name={name} email={email} onName={setName} onEmail={setEmail} nameLabel={m.name} />
      <p className="text-xs text-neutral-400">{m.cardFieldsNote}</p>
      <PaymentAlert message={alert} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!ready || isBusy || status !== 'ready'}
        aria-busy={isBusy}
      >
        {isBusy ? m.paying : m.pay(totalLabel)}
      </Button>
    </form>
  );
}

/**
 * Simulator mode: SPEC's card form (number, expiry, cvv, name, email, zip; no format checks), shown
 * as the test form it is. Its card fields are sent nowhere; the simulator takes the payment.
 */
function TestCardForm({ request, totalLabel }: { request: Request; totalLabel: string }) {
  const [card, setCard] = useState(EMPTY_CARD);
  const { isBusy, alert, run } = usePaymentRunner();
  const ready = card.name.trim() !== '' && card.email.trim() !== '';
  const field = (key: keyof typeof EMPTY_CARD) => ({
    value: card[key],
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const full: PaymentRequest = { ...request, method: 'CARD', payer: { name: card.name, email: card.email } };
    void run(async () => finishPayment(await startPayment(full), full), { onFailure: cardFailure('simulator') });
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-950/20 p-5"
      aria-labelledby="card-heading"
    >
      <h3 id="card-heading" className="flex items-center gap-2 text-lg font-semibold text-amber-200">
        <FlaskConical className="h-5 w-5" aria-hidden />
        {m.testCardTitle}
      </h3>
      <p className="text-sm text-amber-100">{m.testCardText}</p>
      <TextField label={m.cardNumber} inputMode="numeric" autoComplete="off" {...field('number')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={m.expiry} autoComplete="off" placeholder="MM/YY" {...field('expiry')} />
        <TextField label={m.cvv} inputMode="numeric" autoComplete="off" {...field('cvv')} />
      </div>
      <TextField label={m.cardName} autoComplete="name" required {...field('name')} />
      <TextField label={m.email} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={m.zipCode} autoComplete="postal-code" {...field('zipCode')} />
      <PaymentAlert message={alert} />
      <Button type="submit" size="lg" className="w-full" disabled={!ready || isBusy} aria-busy={isBusy}>
        {isBusy ? m.paying : m.pay(totalLabel)}
      </Button>
    </form>
  );
}
