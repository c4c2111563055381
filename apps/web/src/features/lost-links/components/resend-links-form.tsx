import { Mail, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useResendLinks } from '../api/resend-links';
import { lostLinksMessages as m } from '../messages';
import { waitMinutes } from '../../../lib/wait-minutes';

const inputClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400';

function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return m.tooMany(waitMinutes(error.serverMessage));
    if (error.status === 400) return m.invalidEmail;
  }
  return m.failed;
}

/**
 * The buyer asks for the links again by e-mail. The server answers the same whether or
 * not it knows the address, so the confirmation says what happens if it does.
 */
export function ResendLinksForm({ initialOrderId = '' }: { initialOrderId?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [orderId, setOrderId] = useState(initialOrderId);
  const resend = useResendLinks();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resend.isPending) return;
    const trimmed = orderId.trim();
    resend.mutate({ email: email.trim(), ...(trimmed ? { orderId: trimmed } : {}) });
  };

  if (resend.isSuccess) {
    return (
      <section
        aria-labelledby={`${id}-sent`}
        className="space-y-3 rounded-xl bg-neutral-900 p-6 ring-1 ring-emerald-700"
        role="status"
      >
        <MailCheck className="h-6 w-6 text-emerald-300" aria-hidden />
        <h2 id={`${id}-sent`} className="text-xl font-semibold">
          {m.sentTitle}
        </h2>
        <p className="text-neutral-300">{resend.data.message}</p>
        <Button variant="outline" size="sm" onClick={() => resend.reset()}>
          {m.sendAnother}
        </Button>
      </section>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {m.heading}
      </h2>
      <p className="text-sm text-neutral-400">{m.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-email`} label={m.email} layout="block">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={resend.isError && resend.error instanceof ApiError && resend.error.status === 400}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-order`} label={m.orderId} layout="block">
          <input
            id={`${id}-order`}
            name="orderId"
            maxLength={100}
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            aria-describedby={`${id}-order-hint`}
            className={inputClass}
          />
          <p id={`${id}-order-hint`} className="text-xs text-neutral-500">
            {m.orderIdHint}
          </p>
        </Field>
      </div>
      {resend.isError ? (
        <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-200 ring-1 ring-red-800">
          {errorText(resend.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={resend.isPending} aria-busy={resend.isPending}>
        <Mail className="h-4 w-4" aria-hidden />
        {resend.isPending ? m.sending : m.submit}
      </Button>
    </form>
  );
}
