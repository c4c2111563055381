import { FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { paymentMessages as m } from '../messages';
import { finishPayment, startPayment, type PaymentRequest } from '../payment-flow';
import { usePaymentRunner } from '../use-payment-runner';
import { PaymentAlert } from './payment-alerts';
import { BuyerFields } from './buyer-fields';

/**
 * Test mode (the payments service runs its simulator): the buyer's name and email and a Pay
 * button going through the same create → capture → order calls as PayPal.
 */
export function SimulatorPayment({
  request,
  totalLabel,
}: {
  request: Omit<PaymentRequest, 'method' | 'payer'>;
  totalLabel: string;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { isBusy, alert, run } = usePaymentRunner();
  const ready = name.trim() !== '' && email.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const full: PaymentRequest = { ...request, method: 'SIMULATOR', payer: { name, email } };
    void run(async () => finishPayment(await startPayment(full), full));
  };

  return (
    <HeadedSection
      heading={m.testModeTitle}
      icon={<FlaskConical className="h-5 w-5" aria-hidden />}
      headingId="test-mode-heading"
      level={3}
      headingClassName="flex items-center gap-2 text-lg font-semibold text-amber-200"
      className="space-y-4 rounded-lg border-2 border-dashed border-amber-500 bg-amber-950/20 p-5"
    >
      <p className="text-sm text-amber-100">{m.testModeText}</p>
      <form onSubmit={submit} className="space-y-3" aria-label={m.testModeTitle}>
        <BuyerFields name={name} email={email} onName={setName} onEmail={setEmail} nameLabel={m.name} />
        <PaymentAlert message={alert} />
        <Button type="submit" size="lg" className="w-full" disabled={!ready || isBusy} aria-busy={isBusy}>
          {isBusy ? m.paying : m.pay(totalLabel)}
        </Button>
      </form>
    </HeadedSection>
  );
}
