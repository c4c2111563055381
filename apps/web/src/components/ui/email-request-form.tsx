import { Mail, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { waitMinutes } from '../../lib/wait-minutes';
import { Button } from './button';
import { Field } from './field';

/** Classes of the shop's (not the dashboard's) text inputs. */
export const shopInputClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400';

/** The texts of a form that e-mails the buyer something: each feature's own, from its messages.ts. */
export interface EmailRequestMessages {
  heading: string;
  intro: string;
  email: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sendAnother: string;
  invalidEmail: string;
  tooMany: (minutes: number) => string;
  failed: string;
}

/** What the form reads of the feature's mutation (a TanStack `useMutation` result fits). */
export interface EmailRequestState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  /** The server's one answer, the same whether or not it knows the address. */
  data: { message: string } | undefined;
  reset: () => void;
}

function errorText(error: unknown, m: EmailRequestMessages): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return m.tooMany(waitMinutes(error.serverMessage));
    if (error.status === 400) return m.invalidEmail;
  }
  return m.failed;
}

/**
 * A buyer asks by e-mail for something only their inbox may receive (their links, a sign-in
 * link). The server answers every address the same, so the confirmation is its one message, and
 * a refused or too frequent request keeps what was typed. `extraFields` sit beside the address.
 */
export function EmailRequestForm({
  messages: m,
  request,
  onSubmit,
  extraFields,
}: {
  messages: EmailRequestMessages;
  request: EmailRequestState;
  /** Called with the trimmed address, never while a request is on its way. */
  onSubmit: (email: string) => void;
  extraFields?: ReactNode;
}) {
  const id = useId();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request.isPending) onSubmit(email.trim());
  };

  if (request.isSuccess && request.data) {
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
        <p className="text-neutral-300">{request.data.message}</p>
        <Button variant="outline" size="sm" onClick={() => request.reset()}>
          {m.sendAnother}
        </Button>
      </section>
    );
  }

  const emailField = (
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
        aria-invalid={request.isError && request.error instanceof ApiError && request.error.status === 400}
        className={shopInputClass}
      />
    </Field>
  );

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
      {extraFields ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {emailField}
          {extraFields}
        </div>
      ) : (
        emailField
      )}
      {request.isError ? (
        <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-200 ring-1 ring-red-800">
          {errorText(request.error, m)}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
        <Mail className="h-4 w-4" aria-hidden />
        {request.isPending ? m.sending : m.submit}
      </Button>
    </form>
  );
}
