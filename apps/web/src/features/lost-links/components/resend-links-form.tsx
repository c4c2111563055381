import { useId, useState } from 'react';
import { EmailRequestForm, shopInputClass } from '../../../components/ui/email-request-form';
import { Field } from '../../../components/ui/field';
import { useResendLinks } from '../api/resend-links';
import { lostLinksMessages as m } from '../messages';

/**
 * The buyer asks for the links again by e-mail. The server answers the same whether or
 * not it knows the address, so the confirmation says what happens if it does.
 */
export function ResendLinksForm({ initialOrderId = '' }: { initialOrderId?: string }) {
  const id = useId();
  const [orderId, setOrderId] = useState(initialOrderId);
  const resend = useResendLinks();

  const submit = (email: string) => {
    const trimmed = orderId.trim();
    resend.mutate({ email, ...(trimmed ? { orderId: trimmed } : {}) });
  };

  return (
    <EmailRequestForm
      messages={m}
      request={resend}
      onSubmit={submit}
      extraFields={
        <Field id={`${id}-order`} label={m.orderId} layout="block">
          <input
            id={`${id}-order`}
            name="orderId"
            maxLength={100}
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            aria-describedby={`${id}-order-hint`}
            className={shopInputClass}
          />
          <p id={`${id}-order-hint`} className="text-xs text-neutral-500">
            {m.orderIdHint}
          </p>
        </Field>
      }
    />
  );
}
