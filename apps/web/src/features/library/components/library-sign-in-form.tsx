import { Mail, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { waitMinutes } from '../../../lib/wait-minutes';
import { useRequestLibraryLink } from '../api/library';
import { LIBRARY_MESSAGES as m } from '../messages';

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
 * Asks for a sign-in link. The server answers every address the same, so the
 * confirmation is the server's one message whoever asks.
 */
export function LibrarySignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const request = useRequestLibraryLink();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request.isPending) request.mutate(email.trim());
  };

  if (request.isSuccess) {
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

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {m.signInHeading}
      </h2>
      <p className="text-sm text-neutral-400">{m.signInIntro}</p>
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
          className={inputClass}
        />
      </Field>
      {request.isError ? (
        <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-200 ring-1 ring-red-800">
          {errorText(request.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
        <Mail className="h-4 w-4" aria-hidden />
        {request.isPending ? m.sending : m.submit}
      </Button>
    </form>
  );
}
