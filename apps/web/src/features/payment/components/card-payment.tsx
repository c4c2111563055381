import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { paymentMessages as m } from '../messages';
import { PaymentFlowError, finishPayment, startPayment, type PaymentRequest } from '../payment-flow';
import { usePaymentRunner } from '../use-payment-runner';
import { PaymentAlert } from './payment-alerts';
import { TextField } from './text-field';

const EMPTY_CARD = { number: '', expiry: '', cvv: '', name: '', email: '', zipCode: '' };

/** PayPal's hosted checkout for an order, opened when the card flow cannot finish here. */
export const providerCheckoutUrl = (orderId: string) =>
  `https://www.paypal.com/checkoutnow?token=${encodeURIComponent(orderId)}`;

/**
 * SPEC §3/§5 card form: Pay is disabled until name and email are filled; no format checks on
 * the card fields, which are never sent anywhere (the payment goes through the provider).
 */
export function CardPayment({
  request,
  totalLabel,
  mode,
  onPaid,
}: {
  request: Omit<PaymentRequest, 'method' | 'payer'>;
  totalLabel: string;
  mode: 'paypal' | 'simulator';
  onPaid: (orderId: string) => void;
}) {
  const [card, setCard] = useState(EMPTY_CARD);
  const { isBusy, alert, run } = usePaymentRunner(onPaid);
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
    void run(async () => finishPayment(await startPayment(full), full), {
      onFailure: (error) => {
        if (error instanceof PaymentFlowError && error.failure === 'order' && error.paymentOrderId) {
          // SPEC §8: the card flow's stored-order failure opens the provider's checkout page.
          if (mode === 'paypal') window.open(providerCheckoutUrl(error.paymentOrderId), '_blank', 'noopener');
          return error.message;
        }
        return m.cardFailed;
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="card-heading">
      <h3 id="card-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard className="h-5 w-5" aria-hidden />
        {m.cardHeading}
      </h3>
      <TextField label={m.cardNumber} inputMode="numeric" autoComplete="cc-number" {...field('number')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={m.expiry} autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} />
        <TextField label={m.cvv} inputMode="numeric" autoComplete="cc-csc" {...field('cvv')} />
      </div>
      <TextField label={m.cardName} autoComplete="cc-name" required {...field('name')} />
      <TextField label={m.email} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={m.zipCode} autoComplete="postal-code" {...field('zipCode')} />
      <p className="text-xs text-neutral-400">{m.cardNote}</p>
      <PaymentAlert message={alert} />
      <Button type="submit" size="lg" className="w-full" disabled={!ready || isBusy} aria-busy={isBusy}>
        {isBusy ? m.paying : m.pay(totalLabel)}
      </Button>
    </form>
  );
}
